import type { WeekPriceData } from '../catalogue/api-types.ts';
import type { CourseRules } from '../cart/cart-school.ts';

export type WeekRange = CourseRules['courseWeeks'][number];

/** The week range {from, to|null} that contains a number of weeks (to null = no upper limit), if any. */
export function findWeekRange(course: Pick<CourseRules, 'courseWeeks'>, weeks: number): WeekRange | undefined {
  return course.courseWeeks.find((range) => range.from <= weeks && (range.to === null || weeks <= range.to));
}

export type WeekPriceChoice =
  { ok: true; option: WeekPriceData } | { ok: false; reason: 'noWeekRange' | 'noPriceOptions' };

/**
 * The price option for W weeks (pricing model): in the range containing W, the preferred
 * option if it is there, else the one with the preferred option's lessons per week, else the
 * range's first. A missing range or a range without options is an error, never a zero price.
 */
export function pickWeekPrice(
  course: Pick<CourseRules, 'courseWeeks'>,
  weeks: number,
  preferredId: number | null,
): WeekPriceChoice {
  const range = findWeekRange(course, weeks);
  if (!range) return { ok: false, reason: 'noWeekRange' };
  const first = range.prices[0];
  if (!first) return { ok: false, reason: 'noPriceOptions' };
  const same = range.prices.find((option) => option.id === preferredId);
  if (same) return { ok: true, option: same };
  // The preferred option may sit in another range of the course: carry its lessons per week over.
  const preferred = course.courseWeeks.flatMap((r) => r.prices).find((option) => option.id === preferredId);
  const sameLessons = preferred && range.prices.find((option) => option.lessonsPerWeek === preferred.lessonsPerWeek);
  return { ok: true, option: sameLessons ?? first };
}

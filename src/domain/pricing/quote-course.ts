import type { WeekPriceData } from '../catalogue/api-types.ts';
import type { CourseRules } from '../cart/cart-school.ts';
import { pickWeekPrice } from './pick-week-price.ts';
import { seasonSupplement } from './season-supplement.ts';

export type CourseQuote =
  | { ok: true; option: WeekPriceData; weeks: number; amount: number; supplement: number }
  | { ok: false; reason: 'noWeekRange' | 'noPriceOptions' };

/** The course line: pricePerWeek × W of the option the pricing model picks, and the season supplements. */
export function quoteCourse(
  course: CourseRules,
  choice: { weeks: number; weekPriceId: number | null; start: string },
): CourseQuote {
  const picked = pickWeekPrice(course, choice.weeks, choice.weekPriceId);
  if (!picked.ok) return picked;
  return {
    ok: true,
    option: picked.option,
    weeks: choice.weeks,
    amount: picked.option.pricePerWeek * choice.weeks,
    supplement: seasonSupplement(course.seasonSupplements, choice.start, choice.weeks),
  };
}

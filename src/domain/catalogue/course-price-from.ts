import type { CourseContent } from './course-schema.ts';

export interface PriceFrom {
  /** Course total for `weeks` weeks, minor units. */
  price: number;
  weeks: number;
}

/** Search cards quote two weeks unless the course is longer, and never beyond its maximum. */
export function quotedWeeks(course: Pick<CourseContent, 'minWeeks' | 'maxWeeks'>): number {
  return Math.min(Math.max(2, course.minWeeks), course.maxWeeks);
}

/**
 * The cheapest total of a course for its quoted weeks: the week range holding those weeks, its
 * cheapest option. Null when no range holds them or the range has no options (never a zero price).
 */
export function coursePriceFrom(
  course: Pick<CourseContent, 'minWeeks' | 'maxWeeks' | 'courseWeeks'>,
): PriceFrom | null {
  const weeks = quotedWeeks(course);
  const range = course.courseWeeks.find((r) => r.from <= weeks && (r.to === null || weeks <= r.to));
  if (!range || range.prices.length === 0) return null;
  const cheapest = Math.min(...range.prices.map((option) => option.pricePerWeek));
  return { price: cheapest * weeks, weeks };
}

import type { CourseRules } from '../cart/cart-school.ts';

export type WeekRange = CourseRules['courseWeeks'][number];

/** The week range {from, to|null} that contains a number of weeks (to null = no upper limit), if any. */
export function findWeekRange(course: Pick<CourseRules, 'courseWeeks'>, weeks: number): WeekRange | undefined {
  return course.courseWeeks.find((range) => range.from <= weeks && (range.to === null || weeks <= range.to));
}

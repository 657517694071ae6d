import type { CourseRules } from './cart-school.ts';

/** The allowed week count nearest to `weeks`: clamped into the course's minWeeks…maxWeeks. */
export function nearestAllowedWeeks(course: Pick<CourseRules, 'minWeeks' | 'maxWeeks'>, weeks: number): number {
  const min = Math.max(1, course.minWeeks);
  const max = Math.max(min, course.maxWeeks);
  return Math.min(max, Math.max(min, Math.round(weeks)));
}

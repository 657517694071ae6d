import type { DurationLimit } from './cart-error-types.ts';
import type { CourseRules } from './cart-school.ts';

/** The minimum- or maximum-duration error for a number of course weeks, with the limit's weeks, or null. */
export function courseDurationError(course: Pick<CourseRules, 'minWeeks' | 'maxWeeks'>, weeks: number): DurationLimit | null {
  const min = Math.max(1, course.minWeeks);
  if (weeks < min) return { bound: 'min', weeks: min };
  if (weeks > course.maxWeeks) return { bound: 'max', weeks: course.maxWeeks };
  return null;
}

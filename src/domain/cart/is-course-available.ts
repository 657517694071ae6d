import type { CourseRules } from './cart-school.ts';
import { isDateLimitedCourse } from './is-date-limited-course.ts';
import { selectableCourseStarts } from './selectable-course-starts.ts';

/**
 * Whether a course can be booked at all (spec section 5): it has week ranges and, when
 * date-limited, at least one offered date for its minimum weeks. An unavailable course shows a
 * disabled button.
 */
export function isCourseAvailable(course: CourseRules, now: Date): boolean {
  if (course.courseWeeks.length === 0) return false;
  if (!isDateLimitedCourse(course)) return true;
  const until = course.availableDates.reduce((last, period) => (period.end > last ? period.end : last), '');
  return selectableCourseStarts(course, { weeks: course.minWeeks, now, until }).length > 0;
}

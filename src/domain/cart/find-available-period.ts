import type { DateRange } from '../dates/date-range.ts';
import type { CourseRules } from './cart-school.ts';
import { courseEndDate } from './course-end-date.ts';

/**
 * The available period a date-limited course start fits (spec section 5): start and end inside
 * one period; with registrationInSpecificDates only the start must be inside (no later than the
 * period's end), the course may run on after it. Undefined when no period fits.
 */
export function findAvailablePeriod(
  course: Pick<CourseRules, 'availableDates' | 'registrationInSpecificDates' | 'startDay' | 'endDay'>,
  start: string,
  weeks: number,
): DateRange | undefined {
  const end = courseEndDate(course, start, weeks);
  return course.availableDates.find(
    (period) => period.start <= start && start <= period.end && (course.registrationInSpecificDates || end <= period.end),
  );
}

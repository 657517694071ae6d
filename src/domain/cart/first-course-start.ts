import { addDays } from '../dates/add-days.ts';
import { earliestPickerDate } from '../dates/earliest-picker-date.ts';
import { moveStartIfTooSoon } from '../dates/move-start-if-too-soon.ts';
import { nextWeekday } from '../dates/next-weekday.ts';
import type { CourseRules } from './cart-school.ts';
import { selectableCourseStarts } from './selectable-course-starts.ts';

/**
 * The start a freshly chosen course gets: its first selectable date. When a date-limited course
 * has none left, the first in-time startDay weekday is returned so that the cart shows the
 * course-dates error instead of inventing a date.
 */
export function firstCourseStart(course: CourseRules, weeks: number, now: Date): string {
  const fallback = moveStartIfTooSoon(nextWeekday(earliestPickerDate(now), course.startDay), now);
  const lastPeriodEnd = course.availableDates.reduce((last, period) => (period.end > last ? period.end : last), '');
  // Without periods the first good date is at most two weeks out (Monday cutoff, then next week).
  const until = lastPeriodEnd > fallback ? lastPeriodEnd : addDays(fallback, 14);
  return selectableCourseStarts(course, { weeks, now, until })[0] ?? fallback;
}

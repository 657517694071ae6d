import { CALENDAR_RULES } from '../dates/calendar-rules.ts';
import { daysBetween } from '../dates/days-between.ts';
import { isIsoDate } from '../dates/is-iso-date.ts';
import { isStartInTime } from '../dates/is-start-in-time.ts';
import { latestCourseStart } from '../dates/latest-course-start.ts';
import { utcToday } from '../dates/utc-today.ts';
import { weekdayOf } from '../dates/weekday-of.ts';
import type { CourseRules } from './cart-school.ts';
import { findAvailablePeriod } from './find-available-period.ts';
import { isDateLimitedCourse } from './is-date-limited-course.ts';

export type CourseStartProblem = 'notADate' | 'wrongWeekday' | 'tooSoon' | 'startTooFar' | 'outsideAvailableDates';

/**
 * Why a course start cannot be booked at `now`, or null when it can: it must be a date on the
 * course's startDay, bookable in time (three days ahead, Monday cutoff), no more than 24 months
 * ahead (a price list is not promised that far), and for a date-limited course more than 7 days
 * ahead and inside an available period.
 */
export function courseStartProblem(course: CourseRules, start: string, weeks: number, now: Date): CourseStartProblem | null {
  if (!isIsoDate(start)) return 'notADate';
  if (weekdayOf(start) !== course.startDay) return 'wrongWeekday';
  if (!isStartInTime(start, now)) return 'tooSoon';
  if (start > latestCourseStart(now)) return 'startTooFar';
  if (!isDateLimitedCourse(course)) return null;
  if (daysBetween(utcToday(now), start) <= CALENDAR_RULES.specificDateAdvanceDays) return 'tooSoon';
  return findAvailablePeriod(course, start, Math.max(1, weeks)) ? null : 'outsideAvailableDates';
}

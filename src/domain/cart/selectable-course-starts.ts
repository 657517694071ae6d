import { addDays } from '../dates/add-days.ts';
import { utcToday } from '../dates/utc-today.ts';
import { earliestPickerDate } from '../dates/earliest-picker-date.ts';
import { nextWeekday } from '../dates/next-weekday.ts';
import type { CartSchool, CourseRules } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { courseStartProblem } from './course-start-problem.ts';
import { isDateLimitedCourse } from './is-date-limited-course.ts';

/**
 * The start dates a picker offers for a course of `weeks` weeks, from the earliest picker date
 * up to `until` (inclusive, the caller's horizon), in order. Every date passes courseStartProblem.
 */
export function selectableCourseStarts(course: CourseRules, options: { weeks: number; now: Date; until: string }): string[] {
  const { weeks, now, until } = options;
  const earliest = earliestPickerDate(now);
  // A date-limited course only looks inside its periods; the others walk the calendar.
  const windows = isDateLimitedCourse(course) ? course.availableDates : [{ start: earliest, end: until }];
  const dates = new Set<string>();
  for (const window of windows) {
    const last = window.end < until ? window.end : until;
    for (let day = nextWeekday(window.start > earliest ? window.start : earliest, course.startDay); day <= last; day = addDays(day, 7)) {
      if (courseStartProblem(course, day, weeks, now) === null) dates.add(day);
    }
  }
  return [...dates].sort();
}

// How far ahead a start picker looks for courses that run all year.
const PICKER_DAYS = 365;

/**
 * The start dates the cart's picker offers for the course and weeks of a cart: up to the end of
 * the last period of a course given on its dates only, else a year ahead. None for a course the
 * school does not have.
 */
export function cartCourseStarts(school: Pick<CartSchool, 'courses'>, cart: CartState, now: Date): string[] {
  const course = school.courses.find((c) => c.id === cart.course.id);
  if (!course) return [];
  const lastPeriodEnd = course.availableDates.reduce((last, period) => (period.end > last ? period.end : last), '');
  const until = course.availableOnSpecificDatesOnly && lastPeriodEnd ? lastPeriodEnd : addDays(utcToday(now), PICKER_DAYS);
  return selectableCourseStarts(course, { weeks: cart.course.weeks, now, until });
}

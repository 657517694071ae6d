import type { SchoolData } from '../catalogue/api-types.ts';
import { addDays, daysBetween, isIsoDate, nextWeekday, utcToday, weekdayOf } from '../dates/calendar.ts';
import {
  CALENDAR_RULES,
  earliestPickerDate,
  isStartInTime,
  latestCourseStart,
  moveStartIfTooSoon,
} from '../dates/calendar-rules.ts';
import type { DateRange } from '../dates/date-range.ts';
import type { DurationLimit } from './cart-errors.ts';
import type { CartSchool, CourseRules } from './cart-school.ts';
import type { CartState } from './cart-state.ts';

/** A school's course by id; throws for an id the school does not have, which only a bug can send. */
export function findCourse(school: Pick<CartSchool, 'id' | 'courses'>, courseId: number): CourseRules {
  const course = school.courses.find((c) => c.id === courseId);
  if (!course) throw new RangeError(`school ${school.id} has no course ${courseId}`);
  return course;
}

/** The allowed week count nearest to `weeks`: clamped into the course's minWeeks…maxWeeks. */
export function nearestAllowedWeeks(course: Pick<CourseRules, 'minWeeks' | 'maxWeeks'>, weeks: number): number {
  const min = Math.max(1, course.minWeeks);
  const max = Math.max(min, course.maxWeeks);
  return Math.min(max, Math.max(min, Math.round(weeks)));
}

/** The week counts a course's selector offers, minWeeks to maxWeeks ('For N weeks'). */
export function weekOptions(course: Pick<CourseRules, 'minWeeks' | 'maxWeeks'>): number[] {
  const options: number[] = [];
  for (let weeks = Math.max(1, course.minWeeks); weeks <= course.maxWeeks; weeks += 1) options.push(weeks);
  return options;
}

/**
 * The last day of a course of W weeks: the last endDay weekday of week W,
 * start + 7·(W−1) + ((endDay − startDay + 7) mod 7) days (pricing model).
 */
export function courseEndDate(course: Pick<CourseRules, 'startDay' | 'endDay'>, start: string, weeks: number): string {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError(`weeks must be a positive integer, got ${weeks}`);
  return addDays(start, 7 * (weeks - 1) + ((course.endDay - course.startDay + 7) % 7));
}

/**
 * Whether a course runs only in its listed periods. The catalogue sets registrationInSpecificDates
 * together with availableOnSpecificDatesOnly; a course with only the former is treated as
 * date-limited too, because letting it start outside its registration windows would sell
 * dates the school does not run.
 */
export function isDateLimitedCourse(
  course: Pick<CourseRules, 'availableOnSpecificDatesOnly' | 'registrationInSpecificDates'>,
): boolean {
  return course.availableOnSpecificDatesOnly || course.registrationInSpecificDates;
}

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
    (period) =>
      period.start <= start && start <= period.end && (course.registrationInSpecificDates || end <= period.end),
  );
}

export type CourseStartProblem = 'notADate' | 'wrongWeekday' | 'tooSoon' | 'startTooFar' | 'outsideAvailableDates';

/**
 * Why a course start cannot be booked at `now`, or null when it can: it must be a date on the
 * course's startDay, bookable in time (three days ahead, Monday cutoff), no more than 24 months
 * ahead (a price list is not promised that far), and for a date-limited course more than 7 days
 * ahead and inside an available period.
 */
export function courseStartProblem(
  course: CourseRules,
  start: string,
  weeks: number,
  now: Date,
): CourseStartProblem | null {
  if (!isIsoDate(start)) return 'notADate';
  if (weekdayOf(start) !== course.startDay) return 'wrongWeekday';
  if (!isStartInTime(start, now)) return 'tooSoon';
  if (start > latestCourseStart(now)) return 'startTooFar';
  if (!isDateLimitedCourse(course)) return null;
  if (daysBetween(utcToday(now), start) <= CALENDAR_RULES.specificDateAdvanceDays) return 'tooSoon';
  return findAvailablePeriod(course, start, Math.max(1, weeks)) ? null : 'outsideAvailableDates';
}

/**
 * The start dates a picker offers for a course of `weeks` weeks, from the earliest picker date
 * up to `until` (inclusive, the caller's horizon), in order. Every date passes courseStartProblem.
 */
export function selectableCourseStarts(
  course: CourseRules,
  options: { weeks: number; now: Date; until: string },
): string[] {
  const { weeks, now, until } = options;
  const earliest = earliestPickerDate(now);
  // A date-limited course only looks inside its periods; the others walk the calendar.
  const windows = isDateLimitedCourse(course) ? course.availableDates : [{ start: earliest, end: until }];
  const dates = new Set<string>();
  for (const window of windows) {
    const last = window.end < until ? window.end : until;
    for (
      let day = nextWeekday(window.start > earliest ? window.start : earliest, course.startDay);
      day <= last;
      day = addDays(day, 7)
    ) {
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
  const until =
    course.availableOnSpecificDatesOnly && lastPeriodEnd ? lastPeriodEnd : addDays(utcToday(now), PICKER_DAYS);
  return selectableCourseStarts(course, { weeks: cart.course.weeks, now, until });
}

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

// How far past the 28 days a start is looked for: a school's starts are weekly or a few dated periods.
const SEARCH_DAYS = 120;

/**
 * The start a cart opens with when the visitor has not chosen one (issue 12): the first
 * selectable start at least 28 days away, so the first price shows a deposit and a balance
 * rather than "the deposit is the full price", when the course has one within four months of
 * that; else its first selectable start (firstCourseStart).
 */
export function openingCourseStart(course: CourseRules, weeks: number, now: Date): string {
  const balanceFrom = addDays(utcToday(now), CALENDAR_RULES.balanceDaysBeforeStart);
  const later = selectableCourseStarts(course, { weeks, now, until: addDays(balanceFrom, SEARCH_DAYS) }).find(
    (start) => start >= balanceFrom,
  );
  return later ?? firstCourseStart(course, weeks, now);
}

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

type NonWorkingDay = SchoolData['nonWorkingDays'][number];

/** The school's non-working days that fall inside a course (start to end, inclusive), in date order. */
export function nonWorkingDaysInCourse(
  nonWorkingDays: readonly NonWorkingDay[],
  start: string,
  end: string,
): NonWorkingDay[] {
  return nonWorkingDays
    .filter((day) => start <= day.date && day.date <= end)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The minimum- or maximum-duration error for a number of course weeks, with the limit's weeks, or null. */
export function courseDurationError(
  course: Pick<CourseRules, 'minWeeks' | 'maxWeeks'>,
  weeks: number,
): DurationLimit | null {
  const min = Math.max(1, course.minWeeks);
  if (weeks < min) return { bound: 'min', weeks: min };
  if (weeks > course.maxWeeks) return { bound: 'max', weeks: course.maxWeeks };
  return null;
}

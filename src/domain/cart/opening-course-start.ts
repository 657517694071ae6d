import { addDays } from '../dates/add-days.ts';
import { CALENDAR_RULES } from '../dates/calendar-rules.ts';
import { utcToday } from '../dates/utc-today.ts';
import type { CourseRules } from './cart-school.ts';
import { firstCourseStart } from './first-course-start.ts';
import { selectableCourseStarts } from './selectable-course-starts.ts';

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
  const later = selectableCourseStarts(course, { weeks, now, until: addDays(balanceFrom, SEARCH_DAYS) }).find((start) => start >= balanceFrom);
  return later ?? firstCourseStart(course, weeks, now);
}

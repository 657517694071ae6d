import { addDays } from '../dates/add-days.ts';
import { CALENDAR_RULES } from '../dates/calendar-rules.ts';
import type { DateRange } from '../dates/date-range.ts';

/**
 * The days a stay may cover for a course from `courseStart` to `courseEnd` (pricing model,
 * 'Coherence of a cart'): arrival no earlier than 7 days before the start, departure no later
 * than 7 days after the end. The default housing dates (3 days around the course) lie inside it.
 */
export function housingWindow(courseStart: string, courseEnd: string): DateRange {
  return {
    start: addDays(courseStart, -CALENDAR_RULES.housingOutsideCourseDays),
    end: addDays(courseEnd, CALENDAR_RULES.housingOutsideCourseDays),
  };
}

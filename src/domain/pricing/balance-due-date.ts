import { addDays } from '../dates/calendar.ts';
import { CALENDAR_RULES } from '../dates/calendar-rules.ts';

/** The day the balance is due for a course starting on `courseStart`: 28 days before it (pricing model). */
export function balanceDueDate(courseStart: string): string {
  return addDays(courseStart, -CALENDAR_RULES.balanceDaysBeforeStart);
}

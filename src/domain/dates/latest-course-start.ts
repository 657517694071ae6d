import { addMonths } from './add-months.ts';
import { CALENDAR_RULES } from './calendar-rules.ts';
import { utcToday } from './utc-today.ts';

/** The last day a course may start when booked at `now`: today (UTC) plus 24 months. */
export function latestCourseStart(now: Date): string {
  return addMonths(utcToday(now), CALENDAR_RULES.maxAdvanceMonths);
}

import { addDays } from './add-days.ts';
import { CALENDAR_RULES } from './calendar-rules.ts';
import { utcToday } from './utc-today.ts';

/** The first date a date picker offers: today (UTC) plus three days. */
export function earliestPickerDate(now: Date): string {
  return addDays(utcToday(now), CALENDAR_RULES.minAdvanceDays);
}

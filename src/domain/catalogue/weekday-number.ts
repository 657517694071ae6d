import { WEEKDAYS, type Weekday } from './primitives.ts';

/** Content writes weekdays in words; the API and Date use 0 = Sunday … 6 = Saturday. */
export function weekdayNumber(day: Weekday): number {
  return WEEKDAYS.indexOf(day);
}

import { addDays, weekdayOf } from './calendar.ts';

/** The date `days` working days (Monday to Friday) after a YYYY-MM-DD date; a weekend start counts from the Monday. */
export function addWorkingDays(date: string, days: number): string {
  if (!Number.isInteger(days) || days < 0)
    throw new RangeError(`working days must be a whole number from 0, got ${days}`);
  let day = date;
  let left = days;
  while (left > 0) {
    day = addDays(day, 1);
    const weekday = weekdayOf(day);
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day;
}

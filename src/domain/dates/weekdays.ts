import { addDays } from './add-days.ts';
import { toDayNumber } from './to-day-number.ts';

/** Throws unless a number is a weekday 0 (Sunday) … 6 (Saturday); a bad catalogue must not loop. */
export function assertWeekday(weekday: number): void {
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6)
    throw new RangeError(`weekday must be 0…6, got ${weekday}`);
}

/** The weekday of a YYYY-MM-DD date: 0 = Sunday … 6 = Saturday, as the catalogue numbers them. */
export function weekdayOf(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** The first date on or after `date` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function nextWeekday(date: string, weekday: number): string {
  assertWeekday(weekday);
  return addDays(date, (weekday - weekdayOf(date) + 7) % 7);
}

/** The last date on or before `date` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function previousWeekday(date: string, weekday: number): string {
  assertWeekday(weekday);
  return addDays(date, -((weekdayOf(date) - weekday + 7) % 7));
}

import { toDayNumber } from './to-day-number.ts';

/** The weekday of a YYYY-MM-DD date: 0 = Sunday … 6 = Saturday, as the catalogue numbers them. */
export function weekdayOf(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

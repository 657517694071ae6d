import { fromDayNumber } from './from-day-number.ts';
import { toDayNumber } from './to-day-number.ts';

// Hand-written rather than dayjs: see dayjs-utc.ts (measured slower on the pricing path, and shipped to the browser by the cart).
/** The date `days` calendar days after (or before, when negative) a YYYY-MM-DD date, in UTC. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

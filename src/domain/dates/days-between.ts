import { toDayNumber } from './to-day-number.ts';

/** Calendar days from `from` to `to` (negative when `to` is earlier); nights of a stay. */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

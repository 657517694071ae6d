import { isIsoDate } from './calendar.ts';

/** How a caller tells a rule what time it is: an instant, or just the booking day (read as 00:00 UTC). */
export type Clock = { now: Date } | { today: string };

/**
 * The instant a clock argument stands for; a bare day is its first moment in UTC. Without dayjs:
 * the cart island prices with it, and dayjs with its UTC plugin would add 4 KB gzip to the
 * school page's cart.
 */
export function clockInstant(clock: Clock): Date {
  if ('now' in clock) return clock.now;
  // Checked first: Date would roll 2027-02-30 over into March rather than refuse it.
  if (!isIsoDate(clock.today)) throw new RangeError(`not a YYYY-MM-DD date: ${clock.today}`);
  return new Date(`${clock.today}T00:00:00.000Z`);
}

import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { isIsoDate } from './calendar.ts';

dayjs.extend(utc);

/**
 * dayjs in UTC, on an explicit value only: the domain reads no clock and no local time zone
 * (lint bans `dayjs()` in src/domain; this signature has no argument-less form either).
 *
 * Where dayjs is used, and where not: it reads and writes instants and days away from the hot path
 * (a day's first instant, a booking list's day bounds, the office's times). The calendar arithmetic
 * of calendar.ts (toDayNumber, fromDayNumber, addDays, addMonths, isIsoDate) stays hand-written:
 * measured in one process, dayjs.utc(day).add(n, 'day').format() took 15× as long as addDays,
 * .add(n, 'month') 70× addMonths, and a format round trip 70× isIsoDate, with dozens of these
 * per price (npm run bench:pricing); and the cart island ships that arithmetic to the browser,
 * where dayjs with its UTC plugin would add 4.1 KB gzip to the school page's JavaScript.
 */
export function dayjsUtc(value: string | Date): Dayjs {
  return dayjs.utc(value);
}

/** How a caller tells a rule what time it is: an instant, or just the booking day (read as 00:00 UTC). */
export type Clock = { now: Date } | { today: string };

/** The instant a clock argument stands for; a bare day is its first moment in UTC. */
export function clockInstant(clock: Clock): Date {
  if ('now' in clock) return clock.now;
  // Checked first: dayjs would roll 2027-02-30 over into March rather than refuse it.
  if (!isIsoDate(clock.today)) throw new RangeError(`not a YYYY-MM-DD date: ${clock.today}`);
  return dayjsUtc(clock.today).toDate();
}

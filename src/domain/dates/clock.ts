import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

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

// Apart from dayjs (clock-instant.ts): the cart island prices with them and ships no dayjs.
export { clockInstant, type Clock } from './clock-instant.ts';

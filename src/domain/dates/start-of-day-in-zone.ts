import { isIsoDate } from './is-iso-date.ts';
import { zoneOffset } from './zone-offset.ts';

/**
 * The first instant of a calendar day (YYYY-MM-DD) in an IANA time zone: its midnight, or, where
 * the clocks jump over midnight (a few zones change their clocks at 00:00), the first minute that
 * exists that day.
 */
export function startOfDayInZone(date: string, timeZone: string): Date {
  if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const wallMidnight = Date.parse(`${date}T00:00:00.000Z`);
  // Two rounds settle the offset on either side of a clock change.
  let candidate = wallMidnight - zoneOffset(new Date(wallMidnight), timeZone);
  candidate = wallMidnight - zoneOffset(new Date(candidate), timeZone);
  // A midnight that does not exist (clocks sprang forward at 00:00) reads as the previous day: the day begins at the jump.
  const offsetAfter = zoneOffset(new Date(candidate), timeZone);
  if (candidate + offsetAfter < wallMidnight) candidate = wallMidnight - offsetAfter;
  return new Date(candidate);
}

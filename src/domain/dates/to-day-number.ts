import { isIsoDate } from './is-iso-date.ts';

const MS_PER_DAY = 86_400_000;

/**
 * Counts days from 1970-01-01 to a YYYY-MM-DD date. All date arithmetic goes through this
 * integer so that no local time zone or daylight-saving hour can shift a day.
 */
export function toDayNumber(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

import { isIsoDate } from './is-iso-date.ts';
import { readDigits } from './read-digits.ts';

// Hand-written rather than dayjs: see dayjs-utc.ts (measured slower on the pricing path, and shipped to the browser by the cart).
/**
 * Counts days from 1970-01-01 to a YYYY-MM-DD date. All date arithmetic goes through this
 * integer so that no local time zone or daylight-saving hour can shift a day.
 */
export function toDayNumber(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const month = readDigits(date, 5, 2);
  // Howard Hinnant's days_from_civil: whole integer arithmetic, no Date object per call.
  const year = readDigits(date, 0, 4) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + readDigits(date, 8, 2) - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

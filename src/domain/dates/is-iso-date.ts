import { readDigits } from './read-digits.ts';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// Read character by character, without a RegExp or a Date: every price checks dozens of dates,
// and this was the largest cost of a price (scripts/bench-pricing.ts); a dayjs format round trip
// measured 70× slower (dayjs-utc.ts).
/** Whether a value is a real calendar date written YYYY-MM-DD (2027-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45)
    return false;
  const year = readDigits(value, 0, 4);
  const month = readDigits(value, 5, 2);
  const day = readDigits(value, 8, 2);
  // Years before 100 stay refused, as they always were here (Date.UTC reads them as 19xx).
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

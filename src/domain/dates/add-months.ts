import { isIsoDate } from './is-iso-date.ts';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

// Hand-written rather than dayjs's .add(n, 'month') (which clamps the same way): 70× faster measured,
// and shipped to the browser by the cart; see dayjs-utc.ts.
/**
 * The same day `months` calendar months later (earlier when negative), kept inside the month:
 * 2026-08-31 plus one month is 2026-09-30, and 2028-02-29 plus twelve is 2029-02-28.
 */
export function addMonths(date: string, months: number): string {
  if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  if (!Number.isInteger(months)) throw new RangeError(`months must be an integer, got ${months}`);
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const day = Number(date.slice(8, 10));
  const lastDay = month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(Math.min(day, lastDay), 2)}`;
}

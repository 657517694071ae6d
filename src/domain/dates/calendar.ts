// Day arithmetic on YYYY-MM-DD dates, in UTC, through integer day numbers.
//
// Hand-written rather than dayjs: see clock.ts (measured slower on the pricing path, and shipped
// to the browser by the cart). This module must not import dayjs for the same reason.

const MS_PER_DAY = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** The number written by `count` ASCII digits of `text` from `start`, or -1 if any of them is not a digit. */
function readDigits(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

// Read character by character, without a RegExp or a Date: every price checks dozens of dates,
// and this was the largest cost of a price (scripts/bench-pricing.ts); a dayjs format round trip
// measured 70× slower (clock.ts).
/** Whether a value is a real calendar date written YYYY-MM-DD (2027-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45)
    return false;
  const year = readDigits(value, 0, 4);
  const month = readDigits(value, 5, 2);
  const day = readDigits(value, 8, 2);
  // Years before 100 stay refused, as they always were here (Date.UTC reads them as 19xx).
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}

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

// 0000-03-01 and 9999-12-31 as day numbers: inside, the date is written without a Date object.
const FIRST_FAST = -719_468;
const LAST_FAST = 2_932_896;

/** Writes a day count from 1970-01-01 as a YYYY-MM-DD date (the inverse of toDayNumber). */
export function fromDayNumber(dayNumber: number): string {
  if (!Number.isInteger(dayNumber)) throw new RangeError(`day number must be an integer, got ${dayNumber}`);
  const slot = dayNumber - FIRST_KEPT;
  if (slot >= 0 && slot < KEPT_DAYS) return (written[slot] ??= writeDayNumber(dayNumber));
  return writeDayNumber(dayNumber);
}

// A price writes the same few hundred dates again and again (every start, end and night it
// checks): the dates of 2000–2099 are kept once written, a few MB at most.
const FIRST_KEPT = 10_957; // 2000-01-01
const KEPT_DAYS = 36_525;
const written = new Array<string | undefined>(KEPT_DAYS);

function writeDayNumber(dayNumber: number): string {
  // Beyond four-digit years, Date writes what it writes (+010000-…), as before.
  if (dayNumber < FIRST_FAST || dayNumber > LAST_FAST)
    return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
  // Howard Hinnant's civil_from_days.
  const shifted = dayNumber + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex + (monthIndex < 10 ? 3 : -9);
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The date `days` calendar days after (or before, when negative) a YYYY-MM-DD date, in UTC. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

// dayjs's .add(n, 'month') clamps the same way, 70× slower measured.
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

/** Calendar days from `from` to `to` (negative when `to` is earlier); nights of a stay. */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The calendar date of an instant in UTC: the booking day every rule counts from. */
export function utcToday(now: Date): string {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('the clock is not a valid instant');
  // The same day toISOString() names, without writing the whole instant out each time.
  return fromDayNumber(Math.floor(time / MS_PER_DAY));
}

/** Throws unless a number is a weekday 0 (Sunday) … 6 (Saturday); a bad catalogue must not loop. */
export function assertWeekday(weekday: number): void {
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6)
    throw new RangeError(`weekday must be 0…6, got ${weekday}`);
}

/** The weekday of a YYYY-MM-DD date: 0 = Sunday … 6 = Saturday, as the catalogue numbers them. */
export function weekdayOf(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** The first date on or after `date` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function nextWeekday(date: string, weekday: number): string {
  assertWeekday(weekday);
  return addDays(date, (weekday - weekdayOf(date) + 7) % 7);
}

/** The last date on or before `date` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function previousWeekday(date: string, weekday: number): string {
  assertWeekday(weekday);
  return addDays(date, -((weekdayOf(date) - weekday + 7) % 7));
}

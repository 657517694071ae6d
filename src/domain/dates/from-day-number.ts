const MS_PER_DAY = 86_400_000;
// 0000-03-01 and 9999-12-31 as day numbers: inside, the date is written without a Date object.
const FIRST_FAST = -719_468;
const LAST_FAST = 2_932_896;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// Hand-written rather than dayjs: see dayjs-utc.ts (measured slower on the pricing path, and shipped to the browser by the cart).
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

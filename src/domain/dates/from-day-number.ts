const MS_PER_DAY = 86_400_000;

/** Writes a day count from 1970-01-01 as a YYYY-MM-DD date (the inverse of toDayNumber). */
export function fromDayNumber(dayNumber: number): string {
  if (!Number.isInteger(dayNumber)) throw new RangeError(`day number must be an integer, got ${dayNumber}`);
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

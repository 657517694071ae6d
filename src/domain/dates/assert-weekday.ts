/** Throws unless a number is a weekday 0 (Sunday) … 6 (Saturday); a bad catalogue must not loop. */
export function assertWeekday(weekday: number): void {
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) throw new RangeError(`weekday must be 0…6, got ${weekday}`);
}

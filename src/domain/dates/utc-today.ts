/** The calendar date of an instant in UTC: the booking day every rule counts from. */
export function utcToday(now: Date): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('the clock is not a valid instant');
  return now.toISOString().slice(0, 10);
}

import { fromDayNumber } from './from-day-number.ts';

const MS_PER_DAY = 86_400_000;

// Hand-written rather than dayjs: called on every price, and shipped to the browser by the cart (dayjs-utc.ts).
/** The calendar date of an instant in UTC: the booking day every rule counts from. */
export function utcToday(now: Date): string {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('the clock is not a valid instant');
  // The same day toISOString() names, without writing the whole instant out each time.
  return fromDayNumber(Math.floor(time / MS_PER_DAY));
}

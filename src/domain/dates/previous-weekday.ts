import { addDays } from './add-days.ts';
import { assertWeekday } from './assert-weekday.ts';
import { weekdayOf } from './weekday-of.ts';

/** The last date on or before `date` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function previousWeekday(date: string, weekday: number): string {
  assertWeekday(weekday);
  return addDays(date, -((weekdayOf(date) - weekday + 7) % 7));
}

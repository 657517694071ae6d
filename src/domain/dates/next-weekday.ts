import { addDays } from './add-days.ts';
import { assertWeekday } from './assert-weekday.ts';
import { weekdayOf } from './weekday-of.ts';

/** The first date on or after `date` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function nextWeekday(date: string, weekday: number): string {
  assertWeekday(weekday);
  return addDays(date, (weekday - weekdayOf(date) + 7) % 7);
}

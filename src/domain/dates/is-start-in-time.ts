import { earliestPickerDate } from './earliest-picker-date.ts';
import { mondayCutoff } from './monday-cutoff.ts';
import { weekdayOf } from './weekdays.ts';

const MONDAY = 1;

/**
 * Whether a course start is still bookable at `now`: at least three days away, and for a
 * Monday, asked before 09:00 UTC three days before (the school needs the Friday morning to
 * place the student).
 */
export function isStartInTime(start: string, now: Date): boolean {
  if (start < earliestPickerDate(now)) return false;
  return weekdayOf(start) !== MONDAY || now.getTime() < mondayCutoff(start).getTime();
}

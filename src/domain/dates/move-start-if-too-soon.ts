import { addDays } from './add-days.ts';
import { daysBetween } from './days-between.ts';
import { earliestPickerDate } from './earliest-picker-date.ts';
import { isStartInTime } from './is-start-in-time.ts';

/**
 * A changed course start that is less than three days away (or past the Monday cutoff) moves
 * one week later, keeping its weekday. A start further in the past moves by as many whole weeks
 * as it takes, so the result is always a bookable start.
 */
export function moveStartIfTooSoon(start: string, now: Date): string {
  if (isStartInTime(start, now)) return start;
  const behind = daysBetween(start, earliestPickerDate(now));
  const moved = addDays(start, 7 * Math.max(1, Math.ceil(behind / 7)));
  // Landing exactly on the earliest date can still be a Monday past its cutoff.
  return isStartInTime(moved, now) ? moved : addDays(moved, 7);
}

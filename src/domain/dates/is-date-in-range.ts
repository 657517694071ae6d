import type { DateRange } from './date-range.ts';

/** Whether a date lies inside an inclusive date range. */
export function isDateInRange(date: string, range: DateRange): boolean {
  return range.start <= date && date <= range.end;
}

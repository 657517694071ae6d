import type { DateRange } from './date-range.ts';

/** Whether two inclusive date ranges share at least one day (YYYY-MM-DD strings compare as dates). */
export function dateRangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}

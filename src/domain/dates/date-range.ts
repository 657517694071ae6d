/** An inclusive range of YYYY-MM-DD dates, as the catalogue writes periods and blocks. */
export interface DateRange {
  start: string;
  end: string;
}

/** Whether two inclusive date ranges share at least one day (YYYY-MM-DD strings compare as dates). */
export function dateRangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/** Whether a date lies inside an inclusive date range. */
export function isDateInRange(date: string, range: DateRange): boolean {
  return range.start <= date && date <= range.end;
}

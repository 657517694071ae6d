/** An inclusive range of YYYY-MM-DD dates, as the catalogue writes periods and blocks. */
export interface DateRange {
  start: string;
  end: string;
}

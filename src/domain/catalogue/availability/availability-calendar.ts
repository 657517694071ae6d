import { addDays, addMonths, weekdayOf } from '../../dates/calendar.ts';
import { isDateInRange, type DateRange } from '../../dates/date-range.ts';

/** One day of a month's grid: its date, and the fully booked period it lies in, if any. */
export interface CalendarDay {
  date: string;
  booked: DateRange | null;
}

/** One month of the availability calendar: weeks from Monday to Sunday, null for days of the months around it. */
export interface CalendarMonth {
  /** YYYY-MM. */
  month: string;
  weeks: (CalendarDay | null)[][];
  /** How many of its days are fully booked. */
  bookedDays: number;
}

/**
 * `count` month grids from the month of `from` on, each day marked with the fully booked period
 * that covers it, for the office's availability calendar.
 */
export function availabilityCalendar(periods: readonly DateRange[], from: string, count: number): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  const first = `${from.slice(0, 7)}-01`;
  for (let index = 0; index < count; index += 1) {
    const start = addMonths(first, index);
    const month = start.slice(0, 7);
    const weeks: (CalendarDay | null)[][] = [];
    // Monday first: Sunday (0) is the week's seventh day.
    let week: (CalendarDay | null)[] = Array.from({ length: (weekdayOf(start) + 6) % 7 }, () => null);
    let bookedDays = 0;
    for (let date = start; date.startsWith(month); date = addDays(date, 1)) {
      const booked = periods.find((period) => isDateInRange(date, period)) ?? null;
      if (booked) bookedDays += 1;
      week.push({ date, booked });
      if (week.length === 7) {
        weeks.push(week);
        week = [];
      }
    }
    if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
    months.push({ month, weeks, bookedDays });
  }
  return months;
}

import type { DateRange } from '../../dates/date-range.ts';

/** Status (or fullyBooked value) of an availability entry that closes its dates (spec sections 5 and 9). */
export const FULLY_BOOKED = 10;

/** An availability entry as a school file writes it. */
export interface AvailabilityEntry {
  start: string;
  end: string;
  status: number;
  fullyBooked?: number;
}

/** Whether an entry closes its dates; other entries (status 0) only record that the housing is open. */
export function isFullyBooked(entry: AvailabilityEntry): boolean {
  return entry.status === FULLY_BOOKED || entry.fullyBooked === FULLY_BOOKED;
}

const byDates = (a: DateRange, b: DateRange) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : a.end > b.end ? 1 : 0;

/** A housing's fully booked periods, in date order. */
export function fullyBookedPeriods(entries: readonly AvailabilityEntry[]): DateRange[] {
  return entries
    .filter(isFullyBooked)
    .map(({ start, end }) => ({ start, end }))
    .sort(byDates);
}

import type { DateRange } from '../dates/date-range.ts';
import type { AccommodationRules } from './cart-school.ts';

/** Availability status (or fullyBooked value) that blocks the dates of an entry (spec section 9). */
export const BLOCKED_STATUS = 10;

/** The date ranges in which a housing is fully booked, in date order: what the 'fully booked' warning lists. */
export function blockedRanges(accommodation: Pick<AccommodationRules, 'availabilityOptions'>): DateRange[] {
  return accommodation.availabilityOptions
    .filter((option) => option.status === BLOCKED_STATUS || option.fullyBooked === BLOCKED_STATUS)
    .map(({ start, end }) => ({ start, end }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

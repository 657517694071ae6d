import { dateRangesOverlap } from '../dates/date-ranges-overlap.ts';
import type { AccommodationRules } from './cart-school.ts';
import { blockedRanges } from './blocked-ranges.ts';

/**
 * Whether a stay touches a blocked range. Every date from arrival to departure counts, both
 * included: a student arriving or leaving on a fully booked day still needs the room that day.
 */
export function isStayBlocked(accommodation: Pick<AccommodationRules, 'availabilityOptions'>, start: string, end: string): boolean {
  return blockedRanges(accommodation).some((range) => dateRangesOverlap(range, { start, end }));
}

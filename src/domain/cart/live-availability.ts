import type { DateRange } from '../dates/date-range.ts';
import { BLOCKED_STATUS, blockedRanges } from './accommodation-rules.ts';
import type { AccommodationRules, CartSchool } from './cart-school.ts';

/** A housing's fully booked periods as the pricing API holds them now, in date order. */
export interface HousingFullyBooked {
  accommodationId: number;
  periods: DateRange[];
}

/** Every housing's fully booked periods, as the pricing API's answer carries them. */
export function fullyBookedOf(school: Pick<CartSchool, 'accommodations'>): HousingFullyBooked[] {
  return school.accommodations.map((housing) => ({ accommodationId: housing.id, periods: blockedRanges(housing) }));
}

const sameRanges = (a: readonly DateRange[], b: readonly DateRange[]) =>
  a.length === b.length && a.every((range, index) => range.start === b[index]!.start && range.end === b[index]!.end);

/**
 * The school with its housing's fully booked periods as the pricing API holds them now (issue 31:
 * the office closes dates after the page was built, and the cart must not offer them as free), or
 * the very same school when nothing differs, so a caller can tell whether anything changed.
 */
export function withLiveAvailability<S extends Pick<CartSchool, 'accommodations'>>(
  school: S,
  live: readonly HousingFullyBooked[],
): S {
  let changed = false;
  const accommodations = school.accommodations.map((housing): AccommodationRules => {
    const now = live.find((item) => item.accommodationId === housing.id);
    if (!now || sameRanges(blockedRanges(housing), now.periods)) return housing;
    changed = true;
    return {
      ...housing,
      availabilityOptions: now.periods.map(({ start, end }) => ({
        start,
        end,
        status: BLOCKED_STATUS,
        fullyBooked: BLOCKED_STATUS,
      })),
    };
  });
  return changed ? { ...school, accommodations } : school;
}

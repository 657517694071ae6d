import { addDays } from '../dates/add-days.ts';
import { nextWeekday } from '../dates/next-weekday.ts';
import type { AccommodationRules, RoomRules } from './cart-school.ts';
import { earliestAccommodationEnd } from './earliest-accommodation-end.ts';
import { isStayBlocked } from './is-stay-blocked.ts';

/**
 * The arrival dates a housing picker offers between `from` and `until` (inclusive): arrival
 * weekdays from which a stay of the minimum weeks is not fully booked (spec section 5).
 */
export function accommodationStartDates(
  accommodation: Pick<AccommodationRules, 'arrivalDay' | 'departureDay' | 'minWeeks' | 'availabilityOptions'>,
  room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'> | undefined,
  range: { from: string; until: string },
): string[] {
  const dates: string[] = [];
  for (let day = nextWeekday(range.from, accommodation.arrivalDay); day <= range.until; day = addDays(day, 7)) {
    if (!isStayBlocked(accommodation, day, earliestAccommodationEnd(accommodation, room, day))) dates.push(day);
  }
  return dates;
}

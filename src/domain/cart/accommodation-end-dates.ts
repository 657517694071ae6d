import { addDays } from '../dates/add-days.ts';
import type { AccommodationRules, RoomRules } from './cart-school.ts';
import { accommodationStay } from '../pricing/accommodation-stay.ts';
import { earliestAccommodationEnd } from './earliest-accommodation-end.ts';
import { isStayBlocked } from './is-stay-blocked.ts';
import { roomWeekLimits } from './room-week-limits.ts';

/**
 * The departure dates a housing picker offers for an arrival, up to `until` (inclusive):
 * departure weekdays from the earliest allowed end, within the room's maximum weeks, stopping
 * at the first fully booked day (every later end would include it).
 */
export function accommodationEndDates(
  accommodation: Pick<AccommodationRules, 'departureDay' | 'minWeeks' | 'availabilityOptions'>,
  room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'> | undefined,
  start: string,
  until: string,
): string[] {
  const max = room ? roomWeekLimits(room).max : null;
  const dates: string[] = [];
  for (let day = earliestAccommodationEnd(accommodation, room, start); day <= until; day = addDays(day, 7)) {
    if (max !== null && accommodationStay(start, day).weeks > max) break;
    if (isStayBlocked(accommodation, start, day)) break;
    dates.push(day);
  }
  return dates;
}

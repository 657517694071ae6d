import { addDays } from '../dates/add-days.ts';
import { nextWeekday } from '../dates/next-weekday.ts';
import type { AccommodationRules, RoomRules } from './cart-school.ts';
import { minimumStayWeeks } from './minimum-stay-weeks.ts';

/**
 * The earliest allowed departure for an arrival (spec section 5): at least the minimum weeks
 * minus one day after the start, on the departure weekday.
 */
export function earliestAccommodationEnd(
  accommodation: Pick<AccommodationRules, 'minWeeks' | 'departureDay'>,
  room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'> | undefined,
  start: string,
): string {
  return nextWeekday(addDays(start, 7 * minimumStayWeeks(accommodation, room) - 1), accommodation.departureDay);
}

import type { AccommodationRules, RoomRules } from './cart-school.ts';
import { fitsWeekLimits } from './fits-week-limits.ts';

/**
 * The room a newly selected housing gets (spec section 4): rooms booked only together come first
 * (otherwise in catalogue order), and the first whose week limits fit the stay wins. When none
 * fits, the first of that order is taken and the cart shows the duration error.
 */
export function pickRoom(accommodation: Pick<AccommodationRules, 'rooms'>, stayWeeks: number): RoomRules | undefined {
  const ordered = [...accommodation.rooms.filter((room) => room.onlyBookedTogether), ...accommodation.rooms.filter((room) => !room.onlyBookedTogether)];
  return ordered.find((room) => fitsWeekLimits(room, stayWeeks)) ?? ordered[0];
}

import { isIsoDate } from '../dates/calendar.ts';
import { accommodationStay } from '../pricing/accommodation-stay.ts';
import type { AccommodationRules, CartSchool } from './cart-school.ts';
import type { CartState, CartTransferChoice } from './cart-state.ts';
import { courseEndDate } from './course-rules.ts';
import { defaultAccommodationDates, findAccommodation, pickRoom } from './accommodation-rules.ts';
import { revalidateCart } from './validate-cart.ts';

/**
 * Books a housing option (spec section 4): dates span the course (3 days around it, on the
 * arrival and departure weekdays), the room is the one whose week limits fit that stay (rooms
 * booked only together first), the meal plan is the first one priced for that room. Housing that requires a transfer
 * selects the school's first transfer, both ways, when none is chosen. Errors are re-checked.
 */
export function selectAccommodation(
  school: CartSchool,
  cart: CartState,
  accommodationId: number,
  now: Date,
): CartState {
  return revalidateCart(school, placeAccommodation(school, cart, accommodationId), now);
}

/**
 * selectAccommodation without the error check, for a caller that changes the cart further and
 * checks it once at the end (cartFromQuery: the pricing endpoint checked a housed cart four
 * times per price). Its errors are stale until then.
 */
export function placeAccommodation(school: CartSchool, cart: CartState, accommodationId: number): CartState {
  const housing = findAccommodation(school, accommodationId);
  const course = school.courses.find((c) => c.id === cart.course.id);
  const { courseStart, weeks } = cart.course;
  const dates =
    course && isIsoDate(courseStart) && weeks >= 1
      ? defaultAccommodationDates(housing, courseStart, courseEndDate(course, courseStart, weeks))
      : null;
  const room = pickRoom(housing, dates ? accommodationStay(dates.start, dates.end).weeks : 0);
  const firstTransfer = school.transfers[0];
  const transfer: CartTransferChoice =
    housing.transferRequired && cart.transfer.empty && firstTransfer
      ? { id: firstTransfer.id, to: true, from: true, empty: false }
      : cart.transfer;
  return {
    ...cart,
    accommodation: {
      id: housing.id,
      empty: false,
      room: room?.id ?? null,
      food: defaultFood(housing, room?.id ?? null),
      start: dates?.start ?? null,
      end: dates?.end ?? null,
    },
    transfer,
  };
}

/**
 * The meal plan a housing starts with: the first one that has a price with the room (pricing
 * model, 'Choices the cart makes'), so a choice the page makes is never 'not available'; the
 * first one when none has.
 */
export function defaultFood(
  housing: Pick<AccommodationRules, 'foods' | 'prices'>,
  roomId: number | null,
): number | null {
  const priced = housing.foods.find((food) =>
    housing.prices.some((price) => price.roomId === roomId && price.foodId === food.id),
  );
  return (priced ?? housing.foods[0])?.id ?? null;
}

import { isIsoDate } from '../dates/calendar.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { earliestAccommodationEnd, findAccommodation } from './accommodation-rules.ts';
import { revalidateCart } from './validate-cart.ts';

/**
 * Changes the housing arrival and/or departure and re-checks dates and duration (spec section 4).
 * A new arrival on or after the current departure, with no departure given, moves the departure
 * to the earliest allowed end (the minimum weeks minus one day, on the departure weekday): a
 * stay needs at least one night, so an equal date is treated like a later one.
 */
export function changeAccommodationDates(
  school: CartSchool,
  cart: CartState,
  dates: { start?: string; end?: string },
  now: Date,
): CartState {
  return revalidateCart(school, moveAccommodationDates(school, cart, dates), now);
}

/** changeAccommodationDates without the error check, for a caller that checks the cart once at the end (see placeAccommodation). */
export function moveAccommodationDates(
  school: CartSchool,
  cart: CartState,
  dates: { start?: string; end?: string },
): CartState {
  if (cart.accommodation.empty) throw new RangeError('no housing is booked to change the dates of');
  for (const date of [dates.start, dates.end])
    if (date !== undefined && !isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const housing = findAccommodation(school, cart.accommodation.id);
  const room = housing.rooms.find((r) => r.id === cart.accommodation.room);
  const start = dates.start ?? cart.accommodation.start;
  let end = dates.end ?? cart.accommodation.end;
  if (dates.end === undefined && start !== null && (end === null || start >= end))
    end = earliestAccommodationEnd(housing, room, start);
  return { ...cart, accommodation: { ...cart.accommodation, start, end } };
}

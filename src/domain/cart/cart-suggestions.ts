import { bookableTotal } from './bookable-cart.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import {
  MAX_CANDIDATES,
  nearestBookableStart,
  nearestBookableStay,
  nearestBookableWeeks,
} from './nearest-bookable-stay.ts';
import { defaultFood, placeAccommodation } from './select-accommodation.ts';
import { revalidateCart } from './validate-cart.ts';

/**
 * What a suggestion changes: the start (same stay), the room of the same housing (same dates),
 * another housing (same course), or the number of weeks (same start).
 */
export type CartSuggestionKind = 'start' | 'room' | 'housing' | 'weeks';

/** A way out of a refused cart: a cart that can be booked, and its total in the school's minor units. */
export interface CartSuggestion {
  kind: CartSuggestionKind;
  cart: CartState;
  total: number;
}

// Another room of the booked housing on the same dates, keeping the meal plan when it has a price with it.
function otherRoom(school: CartSchool, cart: CartState, now: Date): CartState | null {
  const stay = cart.accommodation;
  const housing = stay.empty ? undefined : school.accommodations.find((a) => a.id === stay.id);
  if (!housing) return null;
  for (const room of housing.rooms.filter((r) => r.id !== stay.room).slice(0, MAX_CANDIDATES)) {
    const keepsFood = housing.prices.some((price) => price.roomId === room.id && price.foodId === stay.food);
    const food = keepsFood ? stay.food : defaultFood(housing, room.id);
    const next = revalidateCart(school, { ...cart, accommodation: { ...stay, room: room.id, food } }, now);
    if (bookableTotal(school, next, now) !== null) return next;
  }
  return null;
}

// Another housing for the same course: on the visitor's own dates when they suit it, else on its default dates.
function otherHousing(school: CartSchool, cart: CartState, now: Date): CartState | null {
  const stay = cart.accommodation;
  const others = school.accommodations.filter((a) => a.id !== stay.id).slice(0, MAX_CANDIDATES);
  for (const housing of others) {
    const placed = placeAccommodation(school, cart, housing.id);
    const candidates =
      stay.start === null || stay.end === null
        ? [placed]
        : [{ ...placed, accommodation: { ...placed.accommodation, start: stay.start, end: stay.end } }, placed];
    for (const candidate of candidates) {
      const next = revalidateCart(school, candidate, now);
      if (bookableTotal(school, next, now) !== null) return next;
    }
  }
  return null;
}

/**
 * The ways out of a cart that cannot be booked (pricing model, 'Choices the cart makes'), each a
 * bookable cart with its total, at most one of each kind: the same stay on the nearest bookable
 * start, the same dates in another room, the same course in another housing (or, when the course
 * needs housing and none is booked, the first housing that can be booked near the course), and
 * the nearest bookable length. None for a cart that can be booked.
 */
export function cartSuggestions(school: CartSchool, cart: CartState, now: Date): CartSuggestion[] {
  if (bookableTotal(school, cart, now) !== null) return [];
  const found: CartSuggestion[] = [];
  const add = (kind: CartSuggestionKind, next: CartState | null) => {
    const total = next ? bookableTotal(school, next, now) : null;
    if (next && total !== null) found.push({ kind, cart: next, total });
  };
  add('start', nearestBookableStart(school, cart, now));
  if (!cart.accommodation.empty) {
    add('room', otherRoom(school, cart, now));
    add('housing', otherHousing(school, cart, now));
  } else if (school.courses.find((c) => c.id === cart.course.id)?.isAccommodationRequired) {
    add('housing', firstBookableHousing(school, cart, now));
  }
  add('weeks', nearestBookableWeeks(school, cart, now));
  return found;
}

// For a course that needs housing when none is booked: the first housing moved to a bookable stay.
function firstBookableHousing(school: CartSchool, cart: CartState, now: Date): CartState | null {
  for (const housing of school.accommodations.slice(0, MAX_CANDIDATES)) {
    const next = nearestBookableStay(
      school,
      revalidateCart(school, placeAccommodation(school, cart, housing.id), now),
      now,
    );
    if (bookableTotal(school, next, now) !== null) return next;
  }
  return null;
}

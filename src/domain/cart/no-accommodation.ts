import { NO_ACCOMMODATION_ID, type CartAccommodationChoice } from './cart-state.ts';

/** The housing choice that books no housing: id -1, empty, nothing chosen. */
export function noAccommodation(): CartAccommodationChoice {
  return { id: NO_ACCOMMODATION_ID, empty: true, room: null, food: null, start: null, end: null };
}

import type { CartErrors } from './cart-errors.ts';

/** The cart filter of spec section 3: what the visitor chose, plus the errors it raises. */

/** accommodation.id when no housing is booked (spec: -1 = no housing). */
export const NO_ACCOMMODATION_ID = -1;
/** transfer.id when no transfer is booked (spec: 0 = none). */
export const NO_TRANSFER_ID = 0;

export interface CartCourseChoice {
  id: number;
  weeks: number;
  /** YYYY-MM-DD. */
  courseStart: string;
  /** The chosen price option id (the URL's c.w); null when the week range has no price options. */
  weekPrice: number | null;
}

export interface CartAccommodationChoice {
  /** NO_ACCOMMODATION_ID when none. */
  id: number;
  empty: boolean;
  room: number | null;
  food: number | null;
  start: string | null;
  end: string | null;
}

export interface CartTransferChoice {
  /** NO_TRANSFER_ID when none. */
  id: number;
  /** To the airport (departure). */
  to: boolean;
  /** From the airport (arrival). */
  from: boolean;
  empty: boolean;
}

export interface CartState {
  course: CartCourseChoice;
  accommodation: CartAccommodationChoice;
  transfer: CartTransferChoice;
  errors: CartErrors;
}

/** The housing choice that books no housing: id -1, empty, nothing chosen. */
export function noAccommodation(): CartAccommodationChoice {
  return { id: NO_ACCOMMODATION_ID, empty: true, room: null, food: null, start: null, end: null };
}

/** The transfer choice that books no transfer: id 0, empty, both directions off. */
export function noTransfer(): CartTransferChoice {
  return { id: NO_TRANSFER_ID, to: false, from: false, empty: true };
}

/** The cart filter of spec section 3: what the visitor chose, plus the errors it raises. */
import type { CartErrors } from './cart-error-types.ts';

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

import type { CartState } from './cart-state.ts';
import { NO_ACCOMMODATION_ID, NO_TRANSFER_ID } from './cart-state.ts';

/**
 * The deposit page's plain stay form (issue 29, point 8): the cart's choices as form fields, for a
 * visitor without JavaScript. The form sends them by GET with the cart it was drawn for (in the
 * cart's own query keys) and this marker, so the deposit route knows a change is asked.
 */
export const STAY_FORM_MARKER = 'stay';

/** The form's field names, in the order the choices are applied. */
export const STAY_FIELDS = [
  'course',
  'package',
  'weeks',
  'start',
  'housing',
  'room',
  'meals',
  'arrival',
  'departure',
  'transfer',
  'from',
  'to',
] as const;
export type StayField = (typeof STAY_FIELDS)[number];

/**
 * What the visitor chose in the stay form. A field the form did not send (no housing offered, a
 * single lesson package) or sent with a bad value is left out, and then changes nothing.
 */
export interface StayChoices {
  courseId?: number;
  weekPriceId?: number;
  weeks?: number;
  courseStart?: string;
  /** NO_ACCOMMODATION_ID: without housing. */
  housingId?: number;
  roomId?: number;
  foodId?: number;
  arrival?: string;
  departure?: string;
  /** NO_TRANSFER_ID: no transfer. */
  transferId?: number;
  /** The directions, read only with a transfer: at least one is on. */
  directions?: { from: boolean; to: boolean };
}

/** The housing id a cart books, NO_ACCOMMODATION_ID without housing. */
export function bookedHousingId(cart: CartState): number {
  return cart.accommodation.empty ? NO_ACCOMMODATION_ID : cart.accommodation.id;
}

/** The transfer id a cart books, NO_TRANSFER_ID without a transfer. */
export function bookedTransferId(cart: CartState): number {
  return cart.transfer.empty ? NO_TRANSFER_ID : cart.transfer.id;
}

import type { TranslationKey } from '../text/translate-fn.ts';

/** Shown when a posted or linked stay does not describe a cart of the school (any more). */
export const CART_INVALID: TranslationKey = 'booking.cartInvalid';
/** Shown when a chosen line has no price (spec section 5: 'a missing price shows a not-available message'). */
export const CART_NOT_AVAILABLE: TranslationKey = 'booking.notAvailable';

import type { TranslationKey } from '../text/translate-fn.ts';
import type { PriceAnswer } from '../pricing/price-answer.ts';
import type { BookingSummary } from './booking-summary.ts';
import type { CalcParams } from './calc-params.ts';
import type { CalcParamErrors } from './course-param-errors.ts';
import type { DepositStayView } from './deposit-stay-view.ts';
import type { BookingContactErrors } from './validate-booking-contact.ts';

/** What the visitor typed, kept to show the form again. */
export interface BookingFormValues {
  name: string;
  email: string;
  phonePrefix: string;
  phone: string;
  privacyAgreed: boolean;
  marketingAgreed: boolean;
  token: string;
}

/** The priced stay a booking form is for: shown beside the form, posted back as CalcParams. */
export interface BookingOffer {
  summary: BookingSummary;
  quote: PriceAnswer;
  calcParams: CalcParams;
  /** The cart in the school page's short query keys, to go back and change it. */
  cartQuery: string;
}

/** A booking form to show: its values, each field's error, and the cart's. */
export interface BookingFormState {
  values: BookingFormValues;
  /** The visitor's fields, and the hidden course fields when the form came without them. */
  errors: BookingContactErrors & CalcParamErrors;
  /** Message keys of what is wrong with the stay (the cart errors of spec section 5, by their reason's own key when they have one, or 'booking.cartInvalid'). */
  cartErrors: TranslationKey[];
  /** The stay as priced now; null when it cannot be priced. */
  offer: BookingOffer | null;
  /** The posted form had no usable token: the visitor must send it again (a new token is in values). */
  tokenRenewed: boolean;
  /** The plain stay form beside it, for a visitor without JavaScript; absent where the page offers none. */
  stay?: DepositStayView;
}

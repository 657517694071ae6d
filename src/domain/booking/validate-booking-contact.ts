import { BOOKING_MESSAGES, bookingContactSchema, type BookingContactInput } from './booking-form-schema.ts';
import { DEFAULT_PHONE_PREFIX } from './phone-prefixes.ts';
import { phoneValue } from './phone-value.ts';
import type { TranslationKey } from '../text/translate-fn.ts';

/** The contact a booking is made with: the phone as prefix plus digits. */
export interface BookingContact {
  name: string;
  email: string;
  phone: string;
  marketingAgreed: boolean;
}

export type BookingContactField = 'name' | 'email' | 'phone' | 'PrivacyAgreed';

/** Each field's first problem, as a translation key. */
export type BookingContactErrors = Partial<Record<BookingContactField, TranslationKey>>;

/**
 * Checks the visitor's fields of the booking form (spec section 5): name, e-mail and phone
 * required, the phone fitting its prefix's mask, privacy agreed; marketing optional. Returns the
 * contact, or one message key per field in error (all of them, not just the first).
 */
export function validateBookingContact(
  input: BookingContactInput,
): { ok: true; contact: BookingContact } | { ok: false; errors: BookingContactErrors } {
  const errors: BookingContactErrors = {};
  const parsed = bookingContactSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as BookingContactField;
      // bookingContactSchema's every message is one of BOOKING_MESSAGES.
      errors[field] ??= issue.message as TranslationKey;
    }
  }
  const phone = phoneValue(input.phonePrefix ?? DEFAULT_PHONE_PREFIX, input.phone ?? '');
  // A control character in the number is named as such rather than as a number that does not fit.
  if (!phone.ok)
    errors.phone ??= phone.problem === 'required' ? BOOKING_MESSAGES.phoneRequired : BOOKING_MESSAGES.phoneInvalid;
  if (!parsed.success || !phone.ok) return { ok: false, errors };
  const { name, email, MarketingAgreed } = parsed.data;
  return { ok: true, contact: { name, email, phone: phone.phone, marketingAgreed: MarketingAgreed } };
}

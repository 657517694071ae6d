import { CALC_PARAM_NAMES, type CalcParams } from '#domain/booking/calc-params.ts';
import { isTicked, type BookingContactInput } from '#domain/booking/booking-form-schema.ts';
import type { BookingFormValues } from '#domain/booking/booking-form-state.ts';
import { DEFAULT_PHONE_PREFIX } from '#domain/booking/phone-prefixes.ts';

/** A posted form as name → first value (what URLSearchParams and FormData give). */
export interface PostedForm {
  get(name: string): string | null;
}

// Longer than any honest value of the form; the rest is cut rather than stored or echoed back.
const MAX_FIELD = 500;

/** The booking form's fields as posted: the visitor's values, the contact to validate, and the CalcParams. */
export function readBookingForm(form: PostedForm): {
  values: BookingFormValues;
  contact: BookingContactInput;
  calcParams: CalcParams;
} {
  const field = (name: string) => form.get(name)?.slice(0, MAX_FIELD);
  const contact: BookingContactInput = {
    name: field('name') ?? '',
    email: field('email') ?? '',
    phonePrefix: field('phonePrefix') ?? DEFAULT_PHONE_PREFIX,
    phone: field('phone') ?? '',
    ...(field('PrivacyAgreed') !== undefined ? { PrivacyAgreed: field('PrivacyAgreed') } : {}),
    ...(field('MarketingAgreed') !== undefined ? { MarketingAgreed: field('MarketingAgreed') } : {}),
  };
  const values: BookingFormValues = {
    name: contact.name ?? '',
    email: contact.email ?? '',
    phonePrefix: contact.phonePrefix ?? DEFAULT_PHONE_PREFIX,
    phone: contact.phone ?? '',
    privacyAgreed: isTicked(contact.PrivacyAgreed),
    marketingAgreed: isTicked(contact.MarketingAgreed),
    token: field('token') ?? '',
  };
  const calcParams: CalcParams = {};
  for (const name of CALC_PARAM_NAMES) {
    const value = field(name);
    if (value !== undefined) calcParams[name] = value;
  }
  return { values, contact, calcParams };
}

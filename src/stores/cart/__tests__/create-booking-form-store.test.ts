import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#domain/booking/booking-form-schema.ts';
import { isBookingToken } from '#domain/booking/booking-token.ts';
import { createBookingFormStore, newBookingToken, type BookingFormFields } from '../create-booking-form-store.ts';

const VALID: BookingFormFields = {
  name: 'Anna Petrova',
  email: 'anna@example.com',
  phonePrefix: '+7',
  phone: '(916) 123 45 67',
  PrivacyAgreed: 'true',
};

// Tokens counted up, so a test can tell one opening from the next.
function opened(initialPrefix = '+7') {
  let made = 0;
  const form = createBookingFormStore(() => `token-${(made += 1)}`);
  form.open(initialPrefix);
  return form;
}

describe('newBookingToken', () => {
  it('makes tokens the deposit route takes, each different', () => {
    const tokens = Array.from({ length: 500 }, () => newBookingToken());
    for (const token of tokens) expect(isBookingToken(token), token).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe('the booking form store', () => {
  it('lets a valid form through once: a second submit of the same opening is stopped', () => {
    const form = opened();
    expect(form.submit(VALID)).toEqual({ send: true });
    expect(form.$status.get()).toBe('sending');
    expect(form.submit(VALID)).toEqual({ send: false, focus: null });
    expect(form.$errors.get()).toEqual({});
  });

  it("names every field in error with the deposit route's messages and focuses the first", () => {
    const form = opened();
    expect(form.submit({ phonePrefix: '+7', phone: '(916) 123 4' })).toEqual({ send: false, focus: 'name' });
    expect(form.$errors.get()).toEqual({
      name: BOOKING_MESSAGES.nameRequired,
      email: BOOKING_MESSAGES.emailRequired,
      phone: BOOKING_MESSAGES.phoneInvalid,
      PrivacyAgreed: BOOKING_MESSAGES.fieldRequired,
    });
    expect(form.$status.get()).toBe('editing');
    expect(form.submit({ ...VALID, PrivacyAgreed: undefined })).toEqual({ send: false, focus: 'PrivacyAgreed' });
    expect(form.submit(VALID)).toEqual({ send: true });
  });

  it('opens on a new token, with no errors and ready to send again', () => {
    const form = opened();
    form.submit({});
    form.submit(VALID);
    form.open('+7');
    expect(form.$token.get()).toBe('token-2');
    expect(form.$errors.get()).toEqual({});
    expect(form.$status.get()).toBe('editing');
  });

  it("types the number into the picked code's mask, which is computed from the code", () => {
    const form = opened();
    expect(form.$mask.get()).toBe('(###) ### ## ##');
    form.typePhone('9161234');
    expect(form.$phone.get()).toBe('(916) 123 4');
    form.pickPrefix('+1');
    expect(form.$mask.get()).toBe('(###) ###-####');
    expect(form.$phone.get()).toBe('(916) 123-4');
  });

  it('starts the code on the one given at opening until the visitor picks one, then keeps theirs', () => {
    const form = opened('+44');
    expect(form.$prefix.get()).toBe('+44');
    form.open('+49');
    expect(form.$prefix.get()).toBe('+49');
    form.pickPrefix('+34');
    form.open('+49');
    expect(form.$prefix.get()).toBe('+34');
  });
});

import { describe, expect, it } from 'vitest';
import { validateBookingContact } from '../validate-booking-contact.ts';

const valid = {
  name: ' Ana Lima ',
  email: 'ana@example.com',
  phonePrefix: '+34',
  phone: '612 345 678',
  PrivacyAgreed: 'true',
};

describe('validateBookingContact (spec section 5)', () => {
  it('gives the contact, trimmed, with the phone as prefix plus digits and marketing off unless ticked', () => {
    expect(validateBookingContact(valid)).toEqual({
      ok: true,
      contact: { name: 'Ana Lima', email: 'ana@example.com', phone: '+34612345678', marketingAgreed: false },
    });
    expect(validateBookingContact({ ...valid, MarketingAgreed: 'on' })).toMatchObject({
      ok: true,
      contact: { marketingAgreed: true },
    });
  });

  it('names every field in error at once, with the translated message keys', () => {
    expect(validateBookingContact({})).toEqual({
      ok: false,
      errors: {
        name: 'bookingModal.NameIsRequired',
        email: 'bookingModal.emailIsRequired',
        phone: 'bookingModal.phoneIsRequired',
        PrivacyAgreed: 'bookingModal.fieldIsRequired',
      },
    });
  });

  it('tells a malformed address, a number that does not fit its prefix and a name too long', () => {
    expect(validateBookingContact({ ...valid, email: 'ana@example' })).toEqual({
      ok: false,
      errors: { email: 'bookingModal.emailIsInvalid' },
    });
    expect(validateBookingContact({ ...valid, phonePrefix: '+7', phone: '612 345 678' })).toEqual({
      ok: false,
      errors: { phone: 'bookingModal.phoneIsInvalid' },
    });
    expect(validateBookingContact({ ...valid, phonePrefix: '+0' })).toEqual({
      ok: false,
      errors: { phone: 'bookingModal.phoneIsInvalid' },
    });
    expect(validateBookingContact({ ...valid, name: 'A'.repeat(201) })).toEqual({
      ok: false,
      errors: { name: 'bookingModal.nameTooLong' },
    });
  });

  it('requires the privacy box ticked; an unticked box posts nothing, and only true or on count', () => {
    expect(validateBookingContact({ ...valid, PrivacyAgreed: undefined })).toEqual({
      ok: false,
      errors: { PrivacyAgreed: 'bookingModal.fieldIsRequired' },
    });
    expect(validateBookingContact({ ...valid, PrivacyAgreed: 'false' })).toEqual({
      ok: false,
      errors: { PrivacyAgreed: 'bookingModal.fieldIsRequired' },
    });
    expect(validateBookingContact({ ...valid, PrivacyAgreed: 'on' }).ok).toBe(true);
  });
});

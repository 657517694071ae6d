import { describe, expect, it } from 'vitest';
import { validateBookingContact } from '../validate-booking-contact.ts';

const valid = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  phonePrefix: '+34',
  phone: '612 345 678',
  PrivacyAgreed: 'true',
};
const CONTROL = 'bookingModal.hasControlCharacters';

describe('validateBookingContact refuses control characters (issue 8: no 5xx for bad input)', () => {
  it('names the field holding a NUL, an escape, DEL or a C1 control, with its own message', () => {
    for (const control of ['\0', '\u001b', '\u007f', '\u0085', '\n']) {
      expect(validateBookingContact({ ...valid, name: `Ana${control}Lima` }), JSON.stringify(control)).toEqual({
        ok: false,
        errors: { name: CONTROL },
      });
      expect(validateBookingContact({ ...valid, email: `ana${control}@example.com` })).toEqual({
        ok: false,
        errors: { email: CONTROL },
      });
      expect(validateBookingContact({ ...valid, phone: `612${control}345 678` })).toEqual({
        ok: false,
        errors: { phone: CONTROL },
      });
    }
  });

  it('says so even where another rule would also refuse the value', () => {
    expect(validateBookingContact({ ...valid, name: `\0${'A'.repeat(300)}` })).toEqual({
      ok: false,
      errors: { name: CONTROL },
    });
    expect(validateBookingContact({ ...valid, phone: '\0' })).toEqual({ ok: false, errors: { phone: CONTROL } });
    expect(validateBookingContact({ ...valid, email: '\0' })).toEqual({ ok: false, errors: { email: CONTROL } });
  });

  it('still trims white space at the ends, line breaks included, and takes the rest', () => {
    expect(validateBookingContact({ ...valid, name: '\tAna Lima\r\n' })).toMatchObject({
      ok: true,
      contact: { name: 'Ana Lima' },
    });
  });
});

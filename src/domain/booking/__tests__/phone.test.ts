import { describe, expect, it } from 'vitest';
import { applyPhoneMask, maskCapacity } from '../apply-phone-mask.ts';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from '../phone-prefixes.ts';
import { phoneValue } from '../phone-value.ts';

describe('the phone prefix picker (spec section 9)', () => {
  it("offers the spec prefixes in its order (then Turkey's, for the tr culture), starting on +7 with its mask, and other last", () => {
    expect(PHONE_PREFIXES.map((prefix) => prefix.id)).toEqual([
      '+7',
      '+380',
      '+76',
      '+77',
      '+375',
      '+996',
      '+34',
      '+972',
      '+49',
      '+33',
      '+39',
      '+41',
      '+30',
      '+48',
      '+351',
      '+43',
      '+1',
      '+44',
      '+370',
      '+371',
      '+372',
      '+86',
      '+55',
      '+81',
      '+90',
      'other',
    ]);
    expect(DEFAULT_PHONE_PREFIX).toBe('+7');
    expect(PHONE_PREFIXES[0]!.mask).toBe('(###) ### ## ##');
    expect(PHONE_PREFIXES.at(-1)!.mask).toBe('+### ############');
  });

  it('keeps every number within E.164 (15 digits with the country code)', () => {
    for (const prefix of PHONE_PREFIXES) {
      const codeDigits = prefix.id === 'other' ? 0 : prefix.id.length - 1;
      expect(codeDigits + maskCapacity(prefix.mask), prefix.id).toBeLessThanOrEqual(15);
      expect(prefix.minDigits).toBeLessThanOrEqual(maskCapacity(prefix.mask));
    }
  });
});

describe('applyPhoneMask', () => {
  it('writes the digits into the mask as they are typed', () => {
    expect(applyPhoneMask('9', '(###) ### ## ##')).toBe('(9');
    expect(applyPhoneMask('916123', '(###) ### ## ##')).toBe('(916) 123');
    expect(applyPhoneMask('9161234567', '(###) ### ## ##')).toBe('(916) 123 45 67');
    expect(applyPhoneMask('(916) 123-45-67 and more 89', '(###) ### ## ##')).toBe('(916) 123 45 67');
    expect(applyPhoneMask('44207946', '+### ############')).toBe('+442 07946');
    expect(applyPhoneMask('', '(###) ### ## ##')).toBe('');
  });
});

describe('phoneValue', () => {
  it('is the prefix plus the digits', () => {
    expect(phoneValue('+7', '(916) 123 45 67')).toEqual({ ok: true, phone: '+79161234567' });
    expect(phoneValue('+1', '(212) 555-0100')).toEqual({ ok: true, phone: '+12125550100' });
    expect(phoneValue('other', '+420 123456789')).toEqual({ ok: true, phone: '+420123456789' });
  });

  it('says what is wrong otherwise', () => {
    expect(phoneValue('+7', '')).toEqual({ ok: false, problem: 'required' });
    expect(phoneValue('+7', '(916) 123')).toEqual({ ok: false, problem: 'tooShort' });
    expect(phoneValue('+7', '9161234567 8')).toEqual({ ok: false, problem: 'tooLong' });
    expect(phoneValue('+999', '123456789')).toEqual({ ok: false, problem: 'unknownPrefix' });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from '../format-money.ts';

// Intl separates number and symbol with no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats euro cents in English, Russian and Chinese', () => {
    expect(formatMoney(26050, 'EUR', 'en')).toBe('€260.50');
    expect(plain(formatMoney(26050, 'EUR', 'ru'))).toBe('260,50 €');
    expect(formatMoney(26050, 'EUR', 'zh')).toBe('€260.50');
    expect(plain(formatMoney(123456789, 'EUR', 'de'))).toBe('1.234.567,89 €');
  });

  it('uses no decimals for currencies without a minor unit', () => {
    // en-GB marks the yen as JP¥ to tell it from the yuan.
    expect(formatMoney(5000, 'JPY', 'en')).toBe('JP¥5,000');
    expect(formatMoney(5000, 'JPY', 'zh')).toBe('JP¥5,000');
    expect(plain(formatMoney(5000, 'JPY', 'ru'))).toBe('5 000 ¥');
  });

  it('can hide ",00" on whole amounts for teasers but keeps real cents', () => {
    expect(formatMoney(52000, 'EUR', 'en', { hideZeroCents: true })).toBe('€520');
    expect(formatMoney(52050, 'EUR', 'en', { hideZeroCents: true })).toBe('€520.50');
    expect(formatMoney(52000, 'EUR', 'en')).toBe('€520.00');
  });

  it('formats other currencies with their symbols', () => {
    expect(formatMoney(76000, 'GBP', 'en')).toBe('£760.00');
    expect(formatMoney(76000, 'AUD', 'en')).toBe('A$760.00');
  });

  it('refuses amounts that are not integer minor units', () => {
    expect(() => formatMoney(10.5, 'EUR', 'en')).toThrow(RangeError);
  });

  it('shows every cent of any amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (minor) => {
        const digits = formatMoney(minor, 'EUR', 'en').replace(/[^0-9]/g, '');
        expect(Number(digits)).toBe(minor);
      }),
    );
  });
});

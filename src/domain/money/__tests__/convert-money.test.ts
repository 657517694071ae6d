import { describe, expect, it } from 'vitest';
import { convertMoney } from '../convert-money.ts';

const rates = { base: 'USD', rates: { EUR: 0.92, RUB: 91.5, JPY: 151.2 } };

describe('convertMoney', () => {
  it('converts through the base currency and rounds to the target minor unit', () => {
    // 3,640 EUR → USD: 3640 / 0.92 = 3956.521… → 3956.52
    expect(convertMoney(364000, 'EUR', 'USD', rates)).toEqual({ amount: 395652, currency: 'USD' });
    // 100 USD → 15,120 JPY (yen have no minor unit)
    expect(convertMoney(10000, 'USD', 'JPY', rates)).toEqual({ amount: 15120, currency: 'JPY' });
    // 100 EUR → RUB: 100 / 0.92 × 91.5 = 9945.65…
    expect(convertMoney(10000, 'EUR', 'RUB', rates)).toEqual({ amount: 994565, currency: 'RUB' });
  });

  it('leaves an amount in its own currency untouched, even without a table entry', () => {
    expect(convertMoney(12345, 'GBP', 'GBP', rates)).toEqual({ amount: 12345, currency: 'GBP' });
  });

  it('gives no conversion, never 0, when a rate is missing', () => {
    expect(convertMoney(10000, 'EUR', 'GBP', rates)).toBeNull();
    expect(convertMoney(10000, 'GBP', 'EUR', rates)).toBeNull();
    expect(convertMoney(10000, 'EUR', 'USD', { base: 'USD', rates: { EUR: 0 } })).toBeNull();
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => convertMoney(10.5, 'EUR', 'USD', rates)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { quoteDeposit } from '../quote-deposit.ts';

const base = {
  deposit: 20000,
  fullPaymentRequired: false,
  total: 364000,
  courseStart: '2027-06-28',
  bookingDay: '2027-03-01',
};

describe('quoteDeposit', () => {
  it('asks the school deposit, the balance due 28 days before the start', () => {
    expect(quoteDeposit(base)).toEqual({
      value: 20000,
      isEmpty: false,
      fullDeposit: false,
      fullReason: null,
      balance: 344000,
      balanceDate: '2027-05-31',
    });
  });

  it('asks the full total when the start is less than 28 days away', () => {
    expect(quoteDeposit({ ...base, bookingDay: '2027-05-31' })).toMatchObject({ fullDeposit: false, value: 20000 });
    expect(quoteDeposit({ ...base, bookingDay: '2027-06-01' })).toEqual({
      value: 364000,
      isEmpty: false,
      fullDeposit: true,
      fullReason: 'lessThan28Days',
      balance: 0,
      balanceDate: null,
    });
  });

  it('asks the full total when the school requires full payment', () => {
    expect(quoteDeposit({ ...base, fullPaymentRequired: true })).toMatchObject({
      value: 364000,
      fullDeposit: true,
      fullReason: 'school',
      balance: 0,
    });
  });

  it('names the 28-day reason first, because its warning text differs', () => {
    expect(quoteDeposit({ ...base, fullPaymentRequired: true, bookingDay: '2027-06-10' }).fullReason).toBe(
      'lessThan28Days',
    );
  });

  it('asks the full total when the deposit is not smaller than the total', () => {
    expect(quoteDeposit({ ...base, total: 20000 })).toMatchObject({
      value: 20000,
      fullDeposit: true,
      fullReason: 'depositCoversTotal',
      balance: 0,
    });
    expect(quoteDeposit({ ...base, total: 15000 })).toMatchObject({ value: 15000, fullReason: 'depositCoversTotal' });
    expect(quoteDeposit({ ...base, total: 20001 })).toMatchObject({ value: 20000, fullDeposit: false });
  });

  it('marks a school without a deposit as empty', () => {
    expect(quoteDeposit({ ...base, deposit: 0 })).toMatchObject({
      value: 0,
      isEmpty: true,
      fullDeposit: false,
      balance: 364000,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { addWorkingDays } from '#domain/dates/add-working-days.ts';
import { quoteDeposit } from '#domain/pricing/quote-deposit.ts';
import { bookingTimeline } from '../booking-timeline.ts';

const timeline = (bookedOn: string, courseStart: string, balance: number, status = 'new' as const) =>
  bookingTimeline({ bookedOn, courseStart, balance, confirmationWorkingDays: 1, status });

describe('what happens next, dated', () => {
  it('dates the balance exactly as the pricing model does', () => {
    const bookedOn = '2026-11-22';
    for (const courseStart of ['2027-03-01', '2027-01-04', '2027-02-28', '2028-03-27']) {
      const deposit = quoteDeposit({
        deposit: 20_000,
        fullPaymentRequired: false,
        total: 150_000,
        courseStart,
        bookingDay: bookedOn,
      });
      const steps = timeline(bookedOn, courseStart, deposit.balance);
      expect(steps.find((step) => step.kind === 'balance')?.date).toBe(deposit.balanceDate);
    }
    expect(timeline(bookedOn, '2027-03-01', 130_000).find((step) => step.kind === 'balance')?.date).toBe('2027-02-01');
  });

  it('has no balance step when the deposit is the whole price', () => {
    const deposit = quoteDeposit({
      deposit: 20_000,
      fullPaymentRequired: true,
      total: 150_000,
      courseStart: '2027-03-01',
      bookingDay: '2026-11-22',
    });
    expect(deposit.balanceDate).toBeNull();
    expect(timeline('2026-11-22', '2027-03-01', deposit.balance).map((step) => step.kind)).toEqual([
      'confirmation',
      'depositLink',
      'documents',
      'courseStart',
    ]);
  });

  it('confirms within working days, skipping the weekend, and orders the steps by date', () => {
    // Friday 2026-11-20: the next working day is Monday the 23rd; Sunday the 22nd also gives Monday.
    expect(timeline('2026-11-20', '2027-03-01', 1)[0]).toEqual({
      kind: 'confirmation',
      date: '2026-11-23',
      done: false,
    });
    expect(timeline('2026-11-22', '2027-03-01', 1)[0]!.date).toBe('2026-11-23');
    const steps = timeline('2026-11-24', '2027-03-01', 1);
    expect(steps.map((step) => [step.kind, step.date])).toEqual([
      ['confirmation', '2026-11-25'],
      ['depositLink', '2026-11-25'],
      ['balance', '2027-02-01'],
      ['documents', '2026-12-02'],
      ['courseStart', '2027-03-01'],
    ]);
    expect(addWorkingDays('2026-11-25', 5)).toBe('2026-12-02');
  });

  it('marks what the booking has behind it', () => {
    const done = (status: Parameters<typeof bookingTimeline>[0]['status']) =>
      bookingTimeline({
        bookedOn: '2026-11-24',
        courseStart: '2027-03-01',
        balance: 1,
        confirmationWorkingDays: 1,
        status,
      })
        .filter((step) => step.done)
        .map((step) => step.kind);
    expect(done('new')).toEqual([]);
    expect(done('confirmed')).toEqual(['confirmation']);
    expect(done('deposit-paid')).toEqual(['confirmation', 'depositLink']);
  });
});

import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, canMoveBooking, isBookingStatus, nextBookingStatuses } from '../booking-status.ts';

describe('the booking workflow', () => {
  it('moves forward one step at a time: new → confirmed → deposit paid → completed', () => {
    expect(nextBookingStatuses('new')).toEqual(['confirmed', 'cancelled']);
    expect(nextBookingStatuses('confirmed')).toEqual(['deposit-paid', 'cancelled']);
    expect(nextBookingStatuses('deposit-paid')).toEqual(['completed', 'cancelled']);
  });

  it('cancels anything not yet completed, and nothing leaves completed or cancelled', () => {
    for (const from of ['new', 'confirmed', 'deposit-paid'] as const)
      expect(canMoveBooking(from, 'cancelled')).toBe(true);
    expect(canMoveBooking('completed', 'cancelled')).toBe(false);
    for (const to of BOOKING_STATUSES) {
      expect(canMoveBooking('completed', to)).toBe(false);
      expect(canMoveBooking('cancelled', to)).toBe(false);
    }
  });

  it('never skips a step, goes back or stays where it is', () => {
    expect(canMoveBooking('new', 'deposit-paid')).toBe(false);
    expect(canMoveBooking('new', 'completed')).toBe(false);
    expect(canMoveBooking('confirmed', 'new')).toBe(false);
    expect(canMoveBooking('deposit-paid', 'confirmed')).toBe(false);
    for (const status of BOOKING_STATUSES) expect(canMoveBooking(status, status)).toBe(false);
  });

  it('knows its states', () => {
    expect(isBookingStatus('deposit-paid')).toBe(true);
    expect(isBookingStatus('paid')).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });
});

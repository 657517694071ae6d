import { describe, expect, it } from 'vitest';
import { isBookingToken } from '../../../domain/booking/booking-token.ts';
import { newBookingToken } from '../new-booking-token.ts';

describe('newBookingToken', () => {
  it('makes tokens the deposit route takes, each different', () => {
    const tokens = Array.from({ length: 500 }, () => newBookingToken());
    for (const token of tokens) expect(isBookingToken(token), token).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

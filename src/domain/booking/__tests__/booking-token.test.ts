import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBookingToken } from '../booking-token.ts';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('isBookingToken: only the shapes this site generates', () => {
  it('takes a lower-case version 4 UUID, as randomUUID makes them', () => {
    expect(isBookingToken('3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b')).toBe(true);
    for (let i = 0; i < 200; i += 1) expect(isBookingToken(crypto.randomUUID())).toBe(true);
  });

  it('takes 16 random bytes in unpadded base64url, as the booking modal makes them', () => {
    expect(isBookingToken('AAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect(isBookingToken('_-_-_-_-_-_-_-_-_-_-_w')).toBe(true);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => isBookingToken(base64url(bytes))),
    );
  });

  it('refuses anything else: made-up, short, long, padded, upper-case, other UUID versions, spaces', () => {
    for (const token of [
      undefined,
      '',
      'short',
      'test-token-1700000000000-1-abcdef',
      'A'.repeat(64),
      '3F2B8C1E-9A4D-4E6F-8B2A-1C3D5E7F9A0B',
      '3f2b8c1e-9a4d-1e6f-8b2a-1c3d5e7f9a0b',
      '3f2b8c1e-9a4d-4e6f-cb2a-1c3d5e7f9a0b',
      '3f2b8c1e9a4d4e6f8b2a1c3d5e7f9a0b',
      '------------------------------------',
      ' 3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b',
      '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b\n',
      'AAAAAAAAAAAAAAAAAAAAAB',
      'AAAAAAAAAAAAAAAAAAAAAA==',
      'AAAAAAAAAAAAAAAAAAAAA',
      'AAAAAAAAAAAAAAAAAAAAAAA',
      'AAAAAAAAAAAAAAAAAAAA+A',
      'AAAAAAAAAAAAAAAAAAAA/A',
      'AAAAAAAAAAAAAAAAAAAA%A',
    ]) {
      expect(isBookingToken(token), String(token)).toBe(false);
    }
  });

  it('refuses every string of another length than 22 or 36', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }).filter((value) => value.length !== 22 && value.length !== 36),
        (value) => !isBookingToken(value),
      ),
    );
  });
});

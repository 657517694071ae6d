import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf } from '../percent-of.ts';

describe('percentOf', () => {
  it('rounds half up to the minor unit', () => {
    expect(percentOf(18600, 15)).toBe(2790);
    expect(percentOf(5, 10)).toBe(1); // 0.5 → 1
    expect(percentOf(4, 10)).toBe(0); // 0.4 → 0
    expect(percentOf(15, 10)).toBe(2); // 1.5 → 2
    expect(percentOf(25, 10)).toBe(3); // 2.5 → 3, not banker's 2
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(1001, 12.5)).toBe(125); // 125.125
    expect(percentOf(1004, 12.5)).toBe(126); // 125.5
    expect(percentOf(12345, 100)).toBe(12345);
    expect(percentOf(12345, 0)).toBe(0);
  });

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(-10, 10)).toThrow(RangeError);
    expect(() => percentOf(100, 12.345)).toThrow(RangeError);
  });

  it('is within half a cent of the exact value, halves going up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, hundredths) => {
          const result = percentOf(amount, hundredths / 100);
          // Exact comparison in integers: result·10000 − amount·hundredths lies in (−5000, 5000].
          const diff = result * 10_000 - amount * hundredths;
          expect(diff).toBeGreaterThan(-5000);
          expect(diff).toBeLessThanOrEqual(5000);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { pairedRatio } from '../paired-ratio.ts';

describe('pairedRatio', () => {
  it("is the median of each round's ratio, whatever stretch of the run the sides' medians fall in", () => {
    // Other work comes and goes: the medians of each side (9,000 / 12,000 = 75 %) pair the third
    // round of one side with the first of the other.
    const { ratio, rounds } = pairedRatio([10_000, 6_000, 9_000], [12_000, 16_000, 9_000]);
    expect(rounds.map((value) => Math.round(value * 100))).toEqual([83, 38, 100]);
    expect(ratio).toBeCloseTo(10 / 12, 5);
  });

  it('takes the mean of the middle two of an even count of rounds', () => {
    expect(pairedRatio([5, 6, 7, 8], [10, 10, 10, 10]).ratio).toBeCloseTo(0.65, 5);
  });

  it('refuses rounds that do not pair up', () => {
    expect(() => pairedRatio([1, 2], [1])).toThrow('paired rounds needed: 2 against 1');
    expect(() => pairedRatio([], [])).toThrow('paired rounds needed');
  });
});

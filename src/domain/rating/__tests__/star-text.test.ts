import { describe, expect, it } from 'vitest';
import { formatRating, starText } from '../star-text.ts';

describe('starText', () => {
  it('rounds the rating to whole stars out of five', () => {
    expect(starText(4.4)).toBe('★★★★☆');
    expect(starText(4.5)).toBe('★★★★★');
    expect(starText(0)).toBe('☆☆☆☆☆');
    expect(starText(7)).toBe('★★★★★');
    expect(starText(-1)).toBe('☆☆☆☆☆');
  });

  it('writes the rating with one decimal in the locale', () => {
    expect(formatRating(4.4, 'en-GB')).toBe('4.4');
    expect(formatRating(4, 'ru')).toBe('4,0');
  });
});

import { describe, expect, it } from 'vitest';
import { taglineCulture } from '../tagline-culture.ts';

describe('taglineCulture', () => {
  it('shows the Japanese tagline to a browser that prefers Japanese to every culture of the site', () => {
    expect(taglineCulture('en', ['ja-JP', 'en-US'])).toBe('ja');
    expect(taglineCulture('ru', ['fi', 'ja'])).toBe('ja');
  });

  it('keeps the page culture otherwise', () => {
    expect(taglineCulture('en', ['en-GB', 'ja'])).toBe('en');
    expect(taglineCulture('de', ['ru', 'ja'])).toBe('de');
    expect(taglineCulture('zh', [])).toBe('zh');
    expect(taglineCulture('tr', ['ko'])).toBe('tr');
  });
});

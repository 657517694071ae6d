import { describe, expect, it } from 'vitest';
import { homeSearchTarget, isPlaceSlug } from '../home-search-target.ts';

describe('homeSearchTarget', () => {
  it('leads to the language page, or its country page, with the course length when it is not the default two weeks', () => {
    expect(homeSearchTarget('en', { language: 'english' })).toBe('/en/english/');
    expect(homeSearchTarget('en', { language: 'english', destination: '', weeks: 2 })).toBe('/en/english/');
    expect(homeSearchTarget('ru', { language: 'english', destination: 'english/malta', weeks: 4 })).toBe(
      '/ru/english/malta/?weeks=4',
    );
  });

  it('ignores a destination of another language (listed when the page has no script) rather than leading to a page that does not exist', () => {
    expect(homeSearchTarget('de', { language: 'spanish', destination: 'english/malta', weeks: 3 })).toBe(
      '/de/spanish/?weeks=3',
    );
    expect(homeSearchTarget('de', { language: 'spanish', destination: 'spanish/../../office' })).toBe('/de/spanish/');
  });

  it('keeps the course length within what the search offers (2 to 52 weeks)', () => {
    expect(homeSearchTarget('en', { language: 'french', weeks: 1 })).toBe('/en/french/');
    expect(homeSearchTarget('en', { language: 'french', weeks: 80 })).toBe('/en/french/?weeks=52');
    expect(homeSearchTarget('en', { language: 'french', weeks: 2.5 })).toBe('/en/french/');
  });

  it('tells a slug from something that cannot be one', () => {
    expect(isPlaceSlug('united_kingdom')).toBe(true);
    expect(isPlaceSlug('Malta')).toBe(false);
    expect(isPlaceSlug('../office')).toBe(false);
    expect(isPlaceSlug('')).toBe(false);
  });
});

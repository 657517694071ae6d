import { describe, expect, it } from 'vitest';
import { CULTURES } from '../../domain/culture.ts';
import { createLiteTranslator } from '../create-lite-translator.ts';
import { createTranslator } from '../create-translator.ts';
import { getDictionary } from '../get-dictionary.ts';
import { pickDictionary } from '../pick-dictionary.ts';

describe('createLiteTranslator', () => {
  it('gives the same text as the server translator for every key, plural and placeholder', () => {
    for (const culture of CULTURES) {
      const dictionary = getDictionary(culture);
      const lite = createLiteTranslator(culture, dictionary);
      const full = createTranslator(culture);
      const keys = new Set(Object.keys(dictionary).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
      for (const key of keys) {
        for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 101]) {
          const values = { count, price: '€10', school: 'Harbour', city: 'Sliema', rating: '4.5', age: 16, language: 'English', country: 'Malta', min: 1, max: 4 };
          expect(lite(key, values), `${culture} ${key} ${count}`).toBe(full(key, values));
        }
      }
    }
  });

  it('shows a missing key as {{key}} and leaves unknown placeholders alone', () => {
    const t = createLiteTranslator('en', { 'a.b': 'Hello {{name}} and {{other}}' });
    expect(t('nope')).toBe('{{nope}}');
    expect(t('a.b', { name: 'Ann' })).toBe('Hello Ann and {{other}}');
  });
});

describe('pickDictionary', () => {
  it('keeps the keys under the prefixes, plural forms included', () => {
    const picked = pickDictionary(getDictionary('ru'), ['search.', 'card.reviews', 'nav.breadcrumbs']);
    expect(picked['search.schoolsFound_few']).toBe('{{count}} школы');
    expect(picked['card.reviews_many']).toBe('{{count}} отзывов');
    expect(picked['nav.breadcrumbs']).toBeDefined();
    expect(picked['card.noReviews']).toBeUndefined();
    expect(picked['school.section.courses']).toBeUndefined();
  });
});

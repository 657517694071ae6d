import { describe, expect, it } from 'vitest';
import { translateWithDictionary } from '../translate-with-dictionary.ts';
import { createTranslator } from '../create-translator.ts';
import { getDictionary } from '../get-dictionary.ts';
import { pickDictionary } from '../pick-dictionary.ts';

describe('translateWithDictionary', () => {
  it('gives an island, over the part of the dictionary it carries, the text the server gives', () => {
    const part = translateWithDictionary('ru', pickDictionary(getDictionary('ru'), ['search.']));
    const full = createTranslator('ru');
    for (const count of [0, 1, 2, 5, 21, 22, 101])
      expect(part('search.schoolsFound', { count })).toBe(full('search.schoolsFound', { count }));
  });

  it('shows a missing or empty key as {{key}} and leaves unknown placeholders alone', () => {
    const t = translateWithDictionary('en', { 'a.b': 'Hello {{name}} and {{other}}', 'a.empty': '' });
    expect(t('nope' as never)).toBe('{{nope}}');
    expect(t('a.empty' as never)).toBe('{{a.empty}}');
    expect(t('a.b' as never, { name: 'Ann' })).toBe('Hello Ann and {{other}}');
  });

  it('falls back to the other form when the form the culture asks for is absent', () => {
    const t = translateWithDictionary('ru', { 'x.n_one': '{{count}} one', 'x.n_other': '{{count}} other' });
    expect(t('x.n' as never, { count: 1 })).toBe('1 one');
    expect(t('x.n' as never, { count: 5 })).toBe('5 other');
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

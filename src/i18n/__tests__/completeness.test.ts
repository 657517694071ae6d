import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { CULTURES, type Culture } from '#domain/culture.ts';
import { checkI18n, collectUsedKeys } from '../../../scripts/check-i18n.ts';
import { findMissingKeys, pluralCategories } from '../find-missing-keys.ts';
import { findMiscasedKeys, SPEC_SPELLED_KEYS } from '../find-miscased-keys.ts';
import { findUnusedKeys } from '../find-unused-keys.ts';
import { getDictionary, type Dictionary } from '../get-dictionary.ts';

const srcDir = fileURLToPath(new URL('../../', import.meta.url));
const dictionaries = Object.fromEntries(CULTURES.map((culture) => [culture, getDictionary(culture)])) as Record<
  Culture,
  Dictionary
>;

describe('translation completeness', () => {
  it('finds the keys the pages use, including keys built at run time', () => {
    const used = collectUsedKeys(srcDir);
    expect(used.has('search.schoolsFound')).toBe(true);
    expect(used.has('school.section.courses')).toBe(true);
    expect(used.has('course.type.intensive')).toBe(true);
    expect(used.has('food.half_board')).toBe(true);
  });

  it('every culture has every used key and every plural form it needs, and no key nothing uses', () => {
    expect(checkI18n(srcDir)).toEqual([]);
  });

  it('knows which plural forms each culture needs', () => {
    expect(new Set(pluralCategories('ru'))).toEqual(new Set(['one', 'few', 'many', 'other']));
    expect(pluralCategories('zh')).toEqual(['other']);
    expect(new Set(pluralCategories('en'))).toEqual(new Set(['one', 'other']));
  });

  it('reports a missing plural form, naming culture and key', () => {
    const broken = { ...dictionaries, ru: { ...dictionaries.ru } };
    delete (broken.ru as Record<string, string>)['search.schoolsFound_few'];
    expect(findMissingKeys(['search.schoolsFound'], broken)).toEqual([
      { culture: 'ru', key: 'search.schoolsFound_few' },
    ]);
    expect(checkI18n(srcDir, broken)).toContain('missing translation ru: search.schoolsFound_few');
  });

  it('reports a plain key missing in one culture and ignores Russian-only keys elsewhere', () => {
    const broken = { ...dictionaries, de: { ...dictionaries.de } };
    delete (broken.de as Record<string, string>)['school.section.courses'];
    expect(findMissingKeys(['school.section.courses', 'faq.title'], broken)).toEqual([
      { culture: 'de', key: 'school.section.courses' },
    ]);
    const noRussianFaq = { ...dictionaries, ru: { ...dictionaries.ru } };
    delete (noRussianFaq.ru as Record<string, string>)['faq.title'];
    expect(findMissingKeys(['faq.title'], noRussianFaq)).toEqual([{ culture: 'ru', key: 'faq.title' }]);
  });

  it('treats an empty translation as missing', () => {
    const broken = { ...dictionaries, fr: { ...dictionaries.fr, 'error.backHome': '  ' } };
    expect(findMissingKeys(['error.backHome'], broken)).toEqual([{ culture: 'fr', key: 'error.backHome' }]);
  });

  it('fails on a key nothing uses, in every culture that holds it, and on a key English lacks', () => {
    const extra = {
      ...dictionaries,
      en: {
        ...dictionaries.en,
        'search.neverShown': 'Never shown',
        'search.neverCounted_one': 'one',
        'search.neverCounted_other': 'other',
      },
      de: { ...dictionaries.de, 'search.neverShown': 'Nie gezeigt' },
      fr: { ...dictionaries.fr, 'search.onlyInFrench': 'Seulement en français' },
    };
    expect(checkI18n(srcDir, extra)).toEqual([
      'unused key en: search.neverCounted',
      'unused key en: search.neverShown',
      'unused key de: search.neverShown',
      'unused key fr: search.onlyInFrench',
    ]);
    expect(findUnusedKeys(collectUsedKeys(srcDir).keys(), { ...dictionaries, fr: extra.fr })).toEqual([
      { culture: 'fr', key: 'search.onlyInFrench' },
    ]);
  });

  it('counts a key as used when code names it in a table rather than a t() call', () => {
    expect(collectUsedKeys(srcDir).get('validationErrors.TransferRequired')).toContain('domain/cart/cart-errors.ts');
  });

  it('names every key in one casing: camelCase segments, save the keys the specification spells', () => {
    expect(findMiscasedKeys(dictionaries)).toEqual([]);
    expect(findMiscasedKeys({ ...dictionaries, de: { ...dictionaries.de, 'search.NewFilter': 'x' } })).toEqual([
      { culture: 'de', key: 'search.NewFilter' },
    ]);
    // The spec's message keys keep its spelling: the pricing API returns them as messageKey.
    for (const key of SPEC_SPELLED_KEYS) expect(dictionaries.en[key], key).toBeTypeOf('string');
  });
});

import { describe, expect, it } from 'vitest';
import { createTranslator, missingKeyText } from '../create-translator.ts';
import { getDictionary } from '../get-dictionary.ts';
import { getLoadingTagline } from '../get-loading-tagline.ts';

describe('createTranslator', () => {
  it('picks English plural forms by count', () => {
    const t = createTranslator('en');
    expect(t('search.schoolsFound', { count: 1 })).toBe('1 school');
    expect(t('search.schoolsFound', { count: 5 })).toBe('5 schools');
    expect(t('search.schoolsFound', { count: 0 })).toBe('0 schools');
  });

  it('picks the Russian one, few and many forms as Intl.PluralRules does', () => {
    const t = createTranslator('ru');
    expect(t('search.schoolsFound', { count: 1 })).toBe('1 школа');
    expect(t('search.schoolsFound', { count: 21 })).toBe('21 школа');
    expect(t('search.schoolsFound', { count: 22 })).toBe('22 школы');
    expect(t('search.schoolsFound', { count: 25 })).toBe('25 школ');
    expect(t('search.schoolsFound', { count: 11 })).toBe('11 школ');
    expect(t('search.schoolsFound', { count: 12 })).toBe('12 школ');
    expect(t('search.schoolsFound', { count: 104 })).toBe('104 школы');
  });

  it('uses the single plural form of Chinese for every count', () => {
    const t = createTranslator('zh');
    expect(t('search.schoolsFound', { count: 1 })).toBe('1 所学校');
    expect(t('search.schoolsFound', { count: 7 })).toBe('7 所学校');
  });

  it('fills placeholders without HTML-escaping them (Astro escapes on output)', () => {
    const t = createTranslator('en');
    expect(t('card.priceFrom', { price: '€520', count: 2 })).toBe('from €520 for 2 weeks');
    expect(t('card.photoAlt', { school: 'A & B', city: "St Julian's" })).toBe("A & B, St Julian's");
  });

  it('refuses a key the English dictionary lacks at compile time, and renders it as {{key}} if one gets through', () => {
    // @ts-expect-error -- a typo in a key is a type error (npm run typecheck compiles this file)
    expect(createTranslator('en')('search.schoolsFond')).toBe('{{search.schoolsFond}}');
    // @ts-expect-error -- the same with values
    expect(createTranslator('de')('no.such.key', { count: 3 })).toBe('{{no.such.key}}');
    expect(missingKeyText('a.b')).toBe('{{a.b}}');
  });

  it('never falls back to English for a key the culture lacks', () => {
    // The FAQ exists in the English source but is translated (and shown) only in Russian.
    expect(getDictionary('en')['faq.title']).toBeDefined();
    expect(getDictionary('es')['faq.title']).toBeUndefined();
    expect(createTranslator('es')('faq.title')).toBe('{{faq.title}}');
    expect(createTranslator('ru')('faq.title')).toBe('Вопросы и ответы');
  });
});

describe('getLoadingTagline', () => {
  it('has the tagline in Japanese, which is not a routed culture, and in every culture', () => {
    expect(getLoadingTagline('ja')).toMatch(/クレジットカード/);
    expect(getLoadingTagline('en')).toBe(
      'Book your course from anywhere in the world and pay the school directly by credit card',
    );
    expect(getLoadingTagline('ru')).toMatch(/банковской картой/);
  });
});

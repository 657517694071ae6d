import { describe, expect, it } from 'vitest';
import { CULTURES, type Culture } from '#domain/culture.ts';
import { catalogueSearchPaths } from '../catalogue-search-paths.ts';
import { findMissingTexts } from '../find-missing-texts.ts';
import type { SeoTexts } from '../seo-schema.ts';

const all = (text: string) => Object.fromEntries(CULTURES.map((culture) => [culture, `${text} (${culture})`]));
const template = { title: 't', header: 'h' };
const seoFor = (overrides: SeoTexts['overrides'], home?: SeoTexts['home']): Record<Culture, SeoTexts> =>
  Object.fromEntries(
    CULTURES.map((culture) => [
      culture,
      {
        language: template,
        country: template,
        city: template,
        school: template,
        search: template,
        overrides,
        ...(home ? { home } : {}),
      },
    ]),
  ) as Record<Culture, SeoTexts>;
const complete = seoFor({ english: { ...template, text: 'x' } }, { ...template, text: 'y' });

describe('findMissingTexts', () => {
  it('names the file and the JSON pointer of every per-culture field a culture lacks', () => {
    const school = {
      shortDescription: all('short'),
      courses: [{ name: { en: 'General English', ru: 'Общий английский' }, description: all('d') }],
      nonWorkingDays: [{ date: '2027-01-01', holiday: 'new_years_day' }],
    };
    const missing = findMissingTexts([{ file: 'schools/a.json', json: school }], complete, ['english']);
    expect(missing).toEqual(
      CULTURES.filter((culture) => culture !== 'en' && culture !== 'ru').map((culture) => ({
        culture,
        file: 'schools/a.json',
        pointer: '/courses/0/name',
      })),
    );
  });

  it('leaves out what it is told to skip, and reports nothing for a complete catalogue', () => {
    const file = { file: 'schools/a.json', json: { tips: { en: 'x' } }, skip: ['/tips'] };
    expect(findMissingTexts([file], complete, ['english'])).toEqual([]);
  });

  it('asks for the SEO body text of every search page the catalogue generates and of the home page', () => {
    const missing = findMissingTexts([], seoFor({ english: { ...template, text: 'x' } }), ['english', 'english/malta']);
    const de = missing.filter((text) => text.culture === 'de');
    expect(de).toEqual([
      { culture: 'de', file: 'seo/de.json', pointer: '/home/text' },
      { culture: 'de', file: 'seo/de.json', pointer: '/overrides/english~1malta/text' },
    ]);
    expect(missing).toHaveLength(2 * CULTURES.length);
  });
});

describe('catalogueSearchPaths', () => {
  it('lists the language, country and city page of every language a school teaches', () => {
    expect(
      catalogueSearchPaths([
        { languages: ['english', 'spanish'], country: 'malta', city: 'sliema' },
        { languages: ['english'], country: 'malta', city: 'st_julians' },
      ]),
    ).toEqual([
      'english',
      'english/malta',
      'english/malta/sliema',
      'english/malta/st_julians',
      'spanish',
      'spanish/malta',
      'spanish/malta/sliema',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { seoTextsSchema, type SeoTexts } from '../seo-schema.ts';
import { combineSeoTexts, splitSeoTexts } from '../seo-translations.ts';
import { setTranslation } from '../set-translation.ts';
import { translationStatus } from '../translation-status.ts';

const template = (title: string) => ({ title, header: `${title}!` });
const english: SeoTexts = {
  language: template('{language} abroad'),
  country: template('{language} in {country}'),
  city: template('{language} in {city}'),
  school: template('{school}'),
  search: template('Search'),
  overrides: { 'english/malta': { title: 'Malta', header: 'Learn English in Malta', text: 'Small.' } },
  home: { header: 'Home!', title: 'Home', text: 'Welcome.' },
};
const german: SeoTexts = {
  language: template('{language} im Ausland'),
  country: template('{language} in {country}'),
  city: template('{language} in {city}'),
  school: template('{school}'),
  search: template('Suche'),
  overrides: {},
};

describe('combineSeoTexts', () => {
  const combined = combineSeoTexts({ en: english, de: german });

  it('puts every culture of one text under the pointer it has in each file, pages and parts in order', () => {
    expect(combined['overrides']).toEqual({
      'english/malta': { title: { en: 'Malta' }, header: { en: 'Learn English in Malta' }, text: { en: 'Small.' } },
    });
    expect(Object.keys(combined)).toEqual(['language', 'country', 'city', 'school', 'search', 'home', 'overrides']);
    expect(Object.keys(combined['home'] as object)).toEqual(['title', 'header', 'text']);
    const missing = translationStatus(combined, 'de', new Map()).filter((field) => field.state === 'missing');
    expect(missing.map((field) => field.pointer)).toEqual([
      '/home/title',
      '/home/header',
      '/home/text',
      '/overrides/english~1malta/title',
      '/overrides/english~1malta/header',
      '/overrides/english~1malta/text',
    ]);
  });

  it('gives each culture its file back, with a text set through the combined document', () => {
    expect(seoTextsSchema.parse(splitSeoTexts(combined, 'en'))).toEqual(english);
    expect(seoTextsSchema.parse(splitSeoTexts(combined, 'de'))).toEqual(german);
    let changed = combined as unknown;
    for (const [part, text] of Object.entries({ title: 'Malta', header: 'Englisch auf Malta', text: 'Klein.' }))
      changed = setTranslation(changed, `/overrides/english~1malta/${part}`, 'de', text);
    expect(splitSeoTexts(changed as Record<string, unknown>, 'de')['overrides']).toEqual({
      'english/malta': { title: 'Malta', header: 'Englisch auf Malta', text: 'Klein.' },
    });
    // A part alone makes a page the schema refuses, naming what it lacks.
    const alone = setTranslation(combined, '/overrides/english~1malta/text', 'de', 'Klein.');
    const checked = seoTextsSchema.safeParse(splitSeoTexts(alone as Record<string, unknown>, 'de'));
    expect(checked.success ? [] : checked.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'overrides.english/malta.title',
      'overrides.english/malta.header',
    ]);
  });
});

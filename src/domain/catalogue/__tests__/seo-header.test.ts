import { describe, expect, it } from 'vitest';
import type { SeoTexts } from '../seo-schema.ts';
import { seoHeader } from '../seo-header.ts';

const texts: SeoTexts = {
  language: { title: '{language} courses abroad', header: 'Study {language} abroad' },
  country: { title: '{language} courses in {country}', header: '{language} in {country}' },
  city: { title: '{language} courses in {city}, {country}', header: '{language} in {city}' },
  school: { title: '{school}, {city}', header: '{school}' },
  search: { title: 'Schools matching “{school}”', header: 'Results for “{school}”' },
  overrides: {
    'english/malta': { title: 'English in Malta: St Julian’s and Sliema', header: 'Learn English in Malta' },
  },
};
const names = { language: 'English', country: 'Malta', city: 'Sliema' };

describe('seoHeader', () => {
  it('fills the template of the most specific level', () => {
    expect(seoHeader(texts, { language: 'english', names })).toEqual({
      title: 'English courses abroad',
      header: 'Study English abroad',
    });
    expect(
      seoHeader(texts, { language: 'spanish', country: 'spain', names: { language: 'Spanish', country: 'Spain' } }),
    ).toEqual({
      title: 'Spanish courses in Spain',
      header: 'Spanish in Spain',
    });
    expect(seoHeader(texts, { language: 'english', country: 'malta', city: 'sliema', names })).toEqual({
      title: 'English courses in Sliema, Malta',
      header: 'English in Sliema',
    });
  });

  it('lets an override for the exact path win', () => {
    expect(seoHeader(texts, { language: 'english', country: 'malta', names })).toEqual(
      texts.overrides['english/malta'],
    );
  });

  it('carries the body text of an override, and only of an override for the exact page', () => {
    const withText: SeoTexts = {
      ...texts,
      overrides: {
        'english/malta': { ...texts.overrides['english/malta']!, text: 'Malta is small.\n\nSchools are close.' },
      },
    };
    expect(seoHeader(withText, { language: 'english', country: 'malta', names }).text).toBe(
      'Malta is small.\n\nSchools are close.',
    );
    expect(seoHeader(withText, { language: 'english', country: 'malta', city: 'sliema', names })).not.toHaveProperty(
      'text',
    );
    expect(seoHeader(withText, { language: 'english', country: 'malta', name: 'Harbour', names })).not.toHaveProperty(
      'text',
    );
  });

  it('uses the search template, with the name, when a name is searched', () => {
    expect(seoHeader(texts, { language: 'english', country: 'malta', name: 'Harbour', names })).toEqual({
      title: 'Schools matching “Harbour”',
      header: 'Results for “Harbour”',
    });
  });

  it('leaves a placeholder it has no value for as written, so the gap is visible', () => {
    expect(
      seoHeader(
        { ...texts, language: { title: '{language} in {city}', header: 'x' } },
        { language: 'english', names: { language: 'English' } },
      ).title,
    ).toBe('English in {city}');
  });
});

import { describe, expect, it } from 'vitest';
import { pointerPath } from '../localized-texts.ts';
import { setTranslation } from '../set-translation.ts';
import {
  countTranslations,
  sourceKey,
  sourcesAtPublish,
  sourcesByKey,
  translationStatus,
  type TranslationSource,
} from '../translation-status.ts';

const school = (name: Record<string, string>, description: Record<string, string>) => ({
  id: 1,
  shortDescription: description,
  courses: [{ id: 1, name, minWeeks: 1 }],
  nonWorkingDays: [{ date: '2027-01-01', holiday: 'new_years_day' }],
  'odd/key~': { en: 'Odd' },
});

describe('translationStatus', () => {
  const file = school({ en: 'General English', de: 'Allgemeinkurs' }, { en: 'A school', ru: 'Школа' });

  it('lists every per-culture field, missing where the culture has no text', () => {
    expect(translationStatus(file, 'de', new Map())).toEqual([
      {
        pointer: '/shortDescription',
        path: 'shortDescription',
        english: 'A school',
        text: null,
        state: 'missing',
        writtenAgainst: null,
      },
      {
        pointer: '/courses/0/name',
        path: 'courses.0.name',
        english: 'General English',
        text: 'Allgemeinkurs',
        state: 'current',
        writtenAgainst: null,
      },
      { pointer: '/odd~1key~0', path: 'odd/key~', english: 'Odd', text: null, state: 'missing', writtenAgainst: null },
    ]);
  });

  it('marks a translation written against another English, and only in that culture', () => {
    const sources = sourcesByKey([
      { pointer: '/courses/0/name', culture: 'de', english: 'English' },
      { pointer: '/shortDescription', culture: 'ru', english: 'A school' },
    ]);
    const de = translationStatus(file, 'de', sources).find((field) => field.pointer === '/courses/0/name');
    expect(de).toMatchObject({ state: 'englishChanged', writtenAgainst: 'English', english: 'General English' });
    const ru = translationStatus(file, 'ru', sources).find((field) => field.pointer === '/shortDescription');
    expect(ru).toMatchObject({ state: 'current', writtenAgainst: null });
  });

  it('counts missing and changed texts per culture', () => {
    const counts = countTranslations(file, sourcesByKey([{ pointer: '/courses/0/name', culture: 'de', english: 'x' }]));
    expect(counts.de).toEqual({ fields: 3, missing: 2, englishChanged: 1 });
    expect(counts.ru).toEqual({ fields: 3, missing: 2, englishChanged: 0 });
    expect(counts.zh).toEqual({ fields: 3, missing: 3, englishChanged: 0 });
    expect(Object.keys(counts)).not.toContain('en');
  });
});

describe('sourcesAtPublish', () => {
  const before = school(
    { en: 'General English', de: 'Allgemeinkurs', fr: 'Anglais général' },
    { en: 'A school', de: 'Eine Schule' },
  );
  const at = (written: TranslationSource[]) =>
    new Map(written.map((source) => [sourceKey(source.pointer, source.culture), source.english]));

  it('records nothing when no translation and no English changes', () => {
    expect(sourcesAtPublish(before, structuredClone(before), new Map())).toEqual([]);
  });

  it('records the old English for kept translations whose English changes, so they are marked', () => {
    const after = school(
      { en: 'English for everyone', de: 'Allgemeinkurs', fr: 'Anglais général' },
      { en: 'A school', de: 'Eine Schule' },
    );
    const written = sourcesAtPublish(before, after, new Map());
    expect(written).toEqual([
      { pointer: '/courses/0/name', culture: 'de', english: 'General English' },
      { pointer: '/courses/0/name', culture: 'fr', english: 'General English' },
    ]);
    expect(translationStatus(after, 'de', at(written))[1]).toMatchObject({
      state: 'englishChanged',
      writtenAgainst: 'General English',
    });
  });

  it('keeps what is recorded already when the English changes again', () => {
    const after = school(
      { en: 'English for all', de: 'Allgemeinkurs', fr: 'Anglais général' },
      { en: 'A school', de: 'Eine Schule' },
    );
    const recorded = sourcesByKey([{ pointer: '/courses/0/name', culture: 'de', english: 'The first English' }]);
    expect(sourcesAtPublish(before, after, recorded)).toEqual([
      { pointer: '/courses/0/name', culture: 'fr', english: 'General English' },
    ]);
  });

  it('records the new English for a new or changed translation, which clears its mark', () => {
    const after = school(
      { en: 'English for all', de: 'Englisch für alle', fr: 'Anglais général' },
      { en: 'A school', de: 'Eine Schule', ru: 'Школа' },
    );
    const recorded = sourcesByKey([{ pointer: '/courses/0/name', culture: 'de', english: 'General English' }]);
    const written = sourcesAtPublish(before, after, recorded);
    expect(written).toEqual([
      { pointer: '/shortDescription', culture: 'ru', english: 'A school' },
      { pointer: '/courses/0/name', culture: 'de', english: 'English for all' },
      { pointer: '/courses/0/name', culture: 'fr', english: 'General English' },
    ]);
    const sources = new Map([...recorded, ...at(written)]);
    expect(translationStatus(after, 'de', sources)[1]!.state).toBe('current');
    expect(translationStatus(after, 'fr', sources)[1]!.state).toBe('englishChanged');
  });

  it('takes a school seen for the first time as written against its own English', () => {
    expect(sourcesAtPublish(null, before, new Map())).toEqual([
      { pointer: '/shortDescription', culture: 'de', english: 'A school' },
      { pointer: '/courses/0/name', culture: 'de', english: 'General English' },
      { pointer: '/courses/0/name', culture: 'fr', english: 'General English' },
    ]);
  });
});

describe('setTranslation', () => {
  const file = school({ en: 'General English' }, { en: 'A school', de: 'Eine Schule' });

  it('sets one culture of one field in a copy, with line ends and spaces as files keep them', () => {
    const changed = setTranslation(file, '/courses/0/name', 'de', '  Allgemein\r\nEnglisch \n');
    expect(changed).toMatchObject({ courses: [{ name: { en: 'General English', de: 'Allgemein\nEnglisch' } }] });
    expect(file.courses[0]!.name).toEqual({ en: 'General English' });
  });

  it('removes the culture for an empty text, and refuses a pointer that names no text', () => {
    expect(setTranslation(file, '/shortDescription', 'de', ' ')).toMatchObject({
      shortDescription: { en: 'A school' },
    });
    expect(setTranslation(file, '/courses/0/minWeeks', 'de', 'x')).toBeNull();
    expect(setTranslation(file, '/courses/5/name', 'de', 'x')).toBeNull();
    expect(setTranslation(file, '/__proto__', 'de', 'x')).toBeNull();
    expect(pointerPath('/odd~1key~0')).toBe('odd/key~');
    expect(setTranslation(file, '/odd~1key~0', 'de', 'Seltsam')).toMatchObject({
      'odd/key~': { en: 'Odd', de: 'Seltsam' },
    });
  });
});

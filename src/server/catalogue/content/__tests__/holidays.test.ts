import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CULTURES, type Culture } from '#domain/culture.ts';
import { resolveText } from '#domain/catalogue/resolve-text.ts';
import { loadContent } from '../load-content.ts';

const CONTENT_DIR = resolve(import.meta.dirname, '../../../../../content');
const catalogue = loadContent(CONTENT_DIR);

describe('public holidays, named once per country', () => {
  it('names every holiday of every country in all 8 cultures', () => {
    const missing = catalogue.holidays.flatMap((list) =>
      Object.entries(list.holidays).flatMap(([key, name]) => CULTURES.filter((culture) => !name[culture]).map((culture) => `${list.country}/${key}: ${culture}`)),
    );
    expect(missing).toEqual([]);
  });

  it('names holidays in German, not in English (Columbus Day is the Kolumbus-Tag)', () => {
    // Names of their own, written the same in every language.
    const properNames = new Set(['singapore/deepavali', 'spain/la_merc_barcelona']);
    const english = catalogue.holidays.flatMap((list) =>
      Object.entries(list.holidays)
        .filter(([key, name]) => !properNames.has(`${list.country}/${key}`) && (name.de === name.en || /\bDay\b/.test(name.de!.replace(/\(.*\)/g, ''))))
        .map(([key, name]) => `${list.country}/${key}: ${name.de}`),
    );
    expect(english).toEqual([]);
    const us = catalogue.holidays.find((list) => list.country === 'united_states')!;
    expect(us.holidays.columbus_day!.de).toBe('Kolumbus-Tag');
  });

  it('gives each school the names of its country, in the culture asked for', () => {
    const valletta = catalogue.schools.find((school) => school.country === 'malta' && school.nonWorkingDays.some((day) => day.holiday === 'good_friday'))!;
    const goodFriday = valletta.nonWorkingDays.find((day) => day.holiday === 'good_friday')!;
    const names = Object.fromEntries(CULTURES.map((culture) => [culture, resolveText(goodFriday.name, culture)]));
    expect(names).toEqual({
      ru: { text: 'Страстная пятница', lang: 'ru' },
      en: { text: 'Good Friday', lang: 'en' },
      es: { text: 'Viernes Santo', lang: 'es' },
      pt: { text: 'Sexta-feira Santa', lang: 'pt' },
      de: { text: 'Karfreitag', lang: 'de' },
      fr: { text: 'Vendredi saint', lang: 'fr' },
      tr: { text: 'Kutsal Cuma', lang: 'tr' },
      zh: { text: '耶稣受难日', lang: 'zh' },
    } satisfies Record<Culture, unknown>);
  });

  it('writes observed days with the culture’s own word for a moved holiday', () => {
    const uk = catalogue.holidays.find((list) => list.country === 'united_kingdom')!;
    expect(uk.holidays.christmas_day_substitute_day).toMatchObject({ de: 'Erster Weihnachtstag (Ersatzfeiertag)', tr: 'Noel (ertelenen tatil)', zh: '圣诞节（补假）' });
  });

  it('refuses a school file that writes the holiday name itself, or a key its country lacks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'holidays-'));
    try {
      cpSync(CONTENT_DIR, dir, { recursive: true });
      const path = join(dir, 'schools', `${catalogue.schools.find((school) => school.nonWorkingDays.length > 0)!.slug}.json`);
      const school = JSON.parse(readFileSync(path, 'utf8'));
      school.nonWorkingDays[0] = { date: school.nonWorkingDays[0].date, name: { en: 'Good Friday' } };
      writeFileSync(path, JSON.stringify(school));
      expect(() => loadContent(dir)).toThrow(/nonWorkingDays\.0\.holiday: is required/);
      school.nonWorkingDays[0] = { date: school.nonWorkingDays[0].date, holiday: 'boxing_day_on_mars' };
      writeFileSync(path, JSON.stringify(school));
      expect(() => loadContent(dir)).toThrow(/nonWorkingDays\.0\.holiday: 'boxing_day_on_mars' is not a holiday in holidays\//);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

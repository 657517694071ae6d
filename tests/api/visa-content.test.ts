import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VISA_HELP_COUNTRIES } from '#domain/search/visa-help-countries.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { ContentError } from '#server/catalogue/content/content-error.ts';
import { copyFixtureContent } from './support/fixture-content.ts';
import { mkdirSync, writeFileSync } from 'node:fs';

describe('visa help content', () => {
  it('covers each of the eleven visa help countries, in English and Russian', () => {
    const { visa } = loadContent(resolve(import.meta.dirname, '../../content'));
    expect(visa.map((help) => help.country).sort()).toEqual([...VISA_HELP_COUNTRIES].sort());
    for (const help of visa) {
      for (const text of [help.summary, help.processingTime, ...help.requirements]) {
        expect(text.en, help.country).toBeTruthy();
        expect(text.ru, help.country).toBeTruthy();
      }
    }
  });

  it('names the file and the field of a mistake', () => {
    const content = copyFixtureContent();
    try {
      mkdirSync(join(content.dir, 'visa'));
      const help = {
        country: 'spain',
        checked: '2026-11-20',
        summary: { en: 'x' },
        requirements: [{ en: 'y' }],
        processingTime: { en: 'z' },
        officialUrl: 'https://example.org/',
      };
      writeFileSync(join(content.dir, 'visa', 'spain.json'), JSON.stringify(help));
      expect(() => loadContent(content.dir)).toThrow(ContentError);
      expect(() => loadContent(content.dir)).toThrow(
        /visa\/spain\.json: country: must be one of the visa help countries/,
      );
      writeFileSync(
        join(content.dir, 'visa', 'spain.json'),
        JSON.stringify({ ...help, country: 'malta', officialUrl: 'http://example.org/' }),
      );
      expect(() => loadContent(content.dir)).toThrow(/visa\/spain\.json: officialUrl: must be an https:\/\/ address/);
      writeFileSync(join(content.dir, 'visa', 'spain.json'), JSON.stringify({ ...help, country: 'malta' }));
      expect(() => loadContent(content.dir)).toThrow(
        /visa\/spain\.json: country: must match the file name \(malta\.json\)/,
      );
    } finally {
      content.remove();
    }
  });
});

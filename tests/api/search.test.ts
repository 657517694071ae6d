import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, RegionsData, SeoHeader } from '#domain/catalogue/api-types.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Failure = { success: false; error: { field?: string; message: string } };

describe.each(testDatabases)('search API on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  describe('GET /api/search/translates/', () => {
    it('answers the UI dictionary of the culture', async () => {
      const { status, body } = await api.get<ApiEnvelope<Record<string, string>>>('/api/search/translates/?culture=ru');
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, data: getDictionary('ru') });
      expect(Object.keys(getDictionary('ru')).length).toBeGreaterThan(0);
    });

    it('names the culture when it is missing or not one of ours', async () => {
      expect(await api.get('/api/search/translates/')).toEqual(
        expect.objectContaining({
          status: 400,
          body: { success: false, error: { field: 'culture', message: 'culture is required' } },
        }),
      );
      const { status, body } = await api.get<Failure>('/api/search/translates/?culture=xx');
      expect(status).toBe(400);
      expect(body.error).toEqual({
        field: 'culture',
        message: 'culture must be one of ru, en, es, pt, de, fr, tr, zh',
      });
    });
  });

  describe('GET /api/search/loadregionsforlanguage/', () => {
    const regions = async (query: string) => {
      const { status, body } = await api.get<ApiEnvelope<RegionsData>>(`/api/search/loadregionsforlanguage/?${query}`);
      expect(status).toBe(200);
      if (!body.success) throw new Error(body.error.message);
      return body.data;
    };

    it('lists the countries and cities teaching a language, with counts and names in the culture', async () => {
      const data = await regions('culture=ru&language=english');
      expect(data.language).toEqual({ name: 'Английский', url: 'english' });
      // Every country has one English school here; London's is not one the default search finds
      // (countsInPlace), so it counts 0 and comes last by the 'busiest six' rule, the others by the alphabet.
      expect(data.countries.map((c) => [c.name, c.schools])).toEqual([
        ['Испания', 1],
        ['Мальта', 1],
        ['Великобритания', 0],
      ]);
      expect(data.countries.find((c) => c.url === 'malta')).toEqual({
        name: 'Мальта',
        nameEn: 'Malta',
        url: 'malta',
        schools: 1,
        cities: [{ name: 'Сент-Джулианс', nameEn: "St Julian's", url: 'st_julians', schools: 1 }],
      });
    });

    it('keeps only schools of the programme type asked for', async () => {
      const data = await regions('culture=en&language=english&schooltype=languagecamp');
      expect(data.countries.map((c) => c.url)).toEqual(['spain']);
    });

    it('falls back to the English city name when the culture has none', async () => {
      const zh = await regions('culture=zh&language=spanish');
      expect(zh.countries[0]!.cities[0]!.name).toBe('马德里');
      const tr = await regions('culture=tr&language=spanish');
      expect(tr.countries[0]).toMatchObject({
        name: 'İspanya',
        nameEn: 'Spain',
        cities: [{ name: 'Madrid', nameEn: 'Madrid' }],
      });
    });

    it('answers an empty list for a known language nobody teaches yet', async () => {
      expect((await regions('culture=en&language=german')).countries).toEqual([]);
    });

    it('answers 404 for a language that is not in the catalogue, 400 for bad parameters', async () => {
      const unknown = await api.get<Failure>('/api/search/loadregionsforlanguage/?culture=en&language=klingon');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.field).toBe('language');
      const badType = await api.get<Failure>(
        '/api/search/loadregionsforlanguage/?culture=en&language=english&schooltype=spa',
      );
      expect(badType.status).toBe(400);
      expect(badType.body.error.field).toBe('schooltype');
      const noLanguage = await api.get<Failure>('/api/search/loadregionsforlanguage/?culture=en');
      expect(noLanguage.body.error).toEqual({ field: 'language', message: 'language is required' });
    });
  });

  describe('GET /api/search/header/', () => {
    const header = async (query: string) => {
      const { status, body } = await api.get<ApiEnvelope<SeoHeader>>(`/api/search/header/?${query}`);
      expect(status).toBe(200);
      if (!body.success) throw new Error(body.error.message);
      return body.data;
    };

    it('fills the template of the most specific place given', async () => {
      expect(await header('culture=en&language=english')).toEqual({
        title: 'English courses abroad: schools and prices',
        header: 'Study English abroad',
      });
      expect(await header('culture=en&language=english&country=united_kingdom&city=london')).toEqual({
        title: 'English courses in London, United Kingdom',
        header: 'English schools in London',
      });
      expect(await header('culture=ru&language=spanish&country=spain')).toEqual({
        title: 'Испанский язык, Испания: языковые школы и цены',
        header: 'Испанский язык, Испания',
      });
    });

    it('lets an override for the exact path win', async () => {
      expect(await header('culture=en&language=english&country=malta')).toEqual({
        title: "English courses in Malta: St Julian's and Sliema",
        header: 'Learn English in Malta',
        text: 'Malta is small & sunny.\n\nThe schools are <close> to the sea.',
      });
    });

    it('answers the home page texts of a culture, or null when it has none', async () => {
      const home = async (culture: string) =>
        (await api.get<ApiEnvelope<SeoHeader | null>>(`/api/search/homeheader/?culture=${culture}`)).body;
      expect(await home('en')).toEqual({
        success: true,
        data: {
          title: 'Language courses abroad',
          header: 'Learn a language where it is spoken',
          text: 'Pick a language.',
        },
      });
      expect(await home('de')).toEqual({ success: true, data: null });
      expect(await home('xx')).toMatchObject({ success: false, error: { field: 'culture' } });
    });

    it('uses the search template when a name is searched', async () => {
      expect(await header('culture=en&language=english&country=malta&name=Harbour')).toEqual({
        title: 'Schools matching “Harbour”',
        header: 'Search results for “Harbour”',
      });
    });

    it('treats the literal text undefined as an unset city, as the old islands send it', async () => {
      expect((await header('culture=de&language=english&country=malta&city=undefined')).header).toBe(
        'Englisch lernen in Malta',
      );
    });

    it('answers 404 for places not in the catalogue and 400 for a missing language', async () => {
      const country = await api.get<Failure>('/api/search/header/?culture=en&language=english&country=narnia');
      expect([country.status, country.body.error.field]).toEqual([404, 'country']);
      const city = await api.get<Failure>('/api/search/header/?culture=en&language=english&country=malta&city=london');
      expect([city.status, city.body.error.field]).toEqual([404, 'city']);
      const missing = await api.get<Failure>('/api/search/header/?culture=en');
      expect([missing.status, missing.body.error.message]).toEqual([400, 'language is required']);
    });
  });
});

import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, RegionsData, SchoolCard, SchoolData } from '#domain/catalogue/api-types.ts';
import { CULTURES } from '#domain/culture.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const CONTENT_DIR = resolve(import.meta.dirname, '../../content');

const data = <T>(answer: { status: number; body: ApiEnvelope<T> }, path: string): T => {
  if (answer.status !== 200 || !answer.body.success)
    throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

// The catalogue the site is built from must load, seed and answer every route the build asks for.
describe.each(testDatabases)('the real content/ catalogue on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, { contentDir: CONTENT_DIR });
  });
  afterAll(() => api?.close());

  const get = async <T>(path: string) => data<T>(await api.get<ApiEnvelope<T>>(path), path);

  it('serves every school, region and search header in every culture', async () => {
    const catalogue = loadContent(CONTENT_DIR);
    expect(catalogue.schools.length).toBeGreaterThan(0);
    for (const culture of CULTURES) {
      const cards = await get<SchoolCard[]>(`/api/catalogue/schools/?culture=${culture}`);
      expect(cards).toHaveLength(catalogue.schools.length);
      for (const card of cards) {
        expect(card.price, `${card.slug} has a price`).toBeGreaterThan(0);
        const school = await get<SchoolData>(`/api/school/data/?culture=${culture}&name=${card.slug}`);
        expect(school.navigations.map((n) => n.url).join('/') + `/${school.slug}/`).toBe(card.link);
      }
      const languages = await get<{ url: string; schools: number }[]>(`/api/catalogue/languages/?culture=${culture}`);
      for (const language of languages) {
        const regions = await get<RegionsData>(
          `/api/search/loadregionsforlanguage/?culture=${culture}&language=${language.url}`,
        );
        expect(regions.countries.reduce((sum, c) => sum + c.schools, 0)).toBe(language.schools);
        await get(`/api/search/header/?culture=${culture}&language=${language.url}`);
        for (const country of regions.countries) {
          await get(`/api/search/header/?culture=${culture}&language=${language.url}&country=${country.url}`);
          for (const city of country.cities) {
            await get(
              `/api/search/header/?culture=${culture}&language=${language.url}&country=${country.url}&city=${city.url}`,
            );
          }
        }
      }
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, ReviewsPageData, SchoolData } from '#domain/catalogue/api-types.ts';
import { CULTURES } from '#domain/culture.ts';
import { loadConfig } from '#server/config/env.ts';
import { loadSchoolPages } from '#server/catalogue/load-school-pages.ts';
import { startTestApi, TEST_BLOB_STORAGE_URL, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const blobStorageUrl = loadConfig({
  ENVIRONMENT_NAME: 'test',
  BLOB_STORAGE_URL: `${TEST_BLOB_STORAGE_URL}/`,
}).blobStorageUrl;

// The build reads every school page's data at once; the pages must say what the per-school routes say.
describe.each(testDatabases)('every school page at once on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const data = async <T>(path: string): Promise<T> => {
    const { status, body } = await api.get<ApiEnvelope<T>>(path);
    if (status !== 200 || !body.success) throw new Error(`${path}: HTTP ${status}`);
    return body.data;
  };

  it('answers what /api/school/data and /api/school/reviews answer, school by school, in every culture', async () => {
    let withReviews = 0;
    for (const culture of CULTURES) {
      const pages = await loadSchoolPages(api.api.db, {
        culture,
        blobStorageUrl,
        reviewsCount: 3,
        photoAddress: api.api.photoAddress,
      });
      const cards = await data<{ slug: string }[]>(`/api/catalogue/schools/?culture=${culture}`);
      expect([...pages.keys()].sort()).toEqual(cards.map((card) => card.slug).sort());
      for (const [slug, page] of pages) {
        expect(page.school).toEqual(await data<SchoolData>(`/api/school/data/?culture=${culture}&name=${slug}`));
        expect(page.reviews).toEqual(
          await data<ReviewsPageData>(
            `/api/school/reviews/?culture=${culture}&schoolid=${page.school.id}&count=3&offset=0`,
          ),
        );
        if (page.reviews.total > 0) withReviews += 1;
      }
    }
    // The fixture has schools with and without approved reviews: both ways of answering are compared.
    expect(withReviews).toBeGreaterThan(0);
    expect(withReviews).toBeLessThan(
      CULTURES.length * (await data<unknown[]>('/api/catalogue/schools/?culture=en')).length,
    );
  });

  it('reads a slice of the schools by slug with the same answers as the whole culture', async () => {
    const all = await loadSchoolPages(api.api.db, {
      culture: 'ru',
      blobStorageUrl,
      reviewsCount: 3,
      photoAddress: api.api.photoAddress,
    });
    const slugs = [...all.keys()].sort().filter((_, index) => index % 3 === 0);
    const slice = await loadSchoolPages(api.api.db, {
      culture: 'ru',
      blobStorageUrl,
      reviewsCount: 3,
      photoAddress: api.api.photoAddress,
      slugs: [...slugs, 'no_such_school'],
    });
    expect([...slice.keys()].sort()).toEqual(slugs);
    for (const slug of slugs) expect(slice.get(slug)).toEqual(all.get(slug));
    expect(
      (await loadSchoolPages(api.api.db, { culture: 'ru', blobStorageUrl, reviewsCount: 3, slugs: [] })).size,
    ).toBe(0);
  });
});

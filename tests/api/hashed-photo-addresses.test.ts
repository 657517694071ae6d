import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccommodationPhotosData, ApiEnvelope, SchoolCard, SchoolData } from '#domain/catalogue/api-types.ts';
import type { FindSchoolsAnswer } from '#domain/search/search-answer.ts';
import { loadSchoolPages } from '#server/catalogue/load-school-pages.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const SCHOOL_HASH = '0123456789abcdef';
const HOUSING_HASH = 'fedcba9876543210';

// The build renders the pages from these answers, and the islands ask for the same: every one of
// them must link a photo at the content-hashed address the photo script wrote.
describe.each(testDatabases)('photo addresses with the photo script hashes on $kind', (database) => {
  let api: TestApi;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'photo-hashes-api-'));
    const file = join(dir, 'hashes.json');
    writeFileSync(
      file,
      JSON.stringify({
        '/photos/schools/harbour_view_english/1': SCHOOL_HASH,
        '/photos/housing/sol_de_madrid-1-3': HOUSING_HASH,
      }),
    );
    api = await startTestApi(database, { photoHashesFile: file });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const data = async <T>(path: string): Promise<T> => {
    const { status, body } = await api.get<ApiEnvelope<T>>(path);
    expect(status).toBe(200);
    if (!body.success) throw new Error(body.error.message);
    return body.data;
  };

  it("links the school page's photos, hashed where the script hashed them", async () => {
    const school = await data<SchoolData>('/api/school/data/?culture=en&name=harbour_view_english');
    expect(school.photos).toEqual([
      `/photos/h/${SCHOOL_HASH}/schools/harbour_view_english/1.webp`,
      '/photos/schools/harbour_view_english/2.webp',
      '/photos/schools/harbour_view_english/3.webp',
    ]);
    // The build reads every school page at once (load-school-pages.ts): the same addresses.
    const pages = await loadSchoolPages(api.api.db, {
      culture: 'en',
      blobStorageUrl: '/files',
      reviewsCount: 3,
      photoAddress: api.api.photoAddress,
    });
    expect(pages.get('harbour_view_english')?.school.photos).toEqual(school.photos);
  });

  it('links the search cards and results by the hashed header photo', async () => {
    const cards = await data<SchoolCard[]>('/api/catalogue/schools/?culture=en');
    expect(cards.find((card) => card.slug === 'harbour_view_english')?.photoStoragePath).toBe(
      `/photos/h/${SCHOOL_HASH}/schools/harbour_view_english/1.webp`,
    );
    const found = await data<FindSchoolsAnswer>('/api/search/findschools/?culture=en&language=english');
    expect(found.exact.items.find((card) => card.id === 101)?.photoStoragePath).toBe(
      `/photos/h/${SCHOOL_HASH}/schools/harbour_view_english/1.webp`,
    );
  });

  it("gives every size of a housing photo its hash's folder", async () => {
    const housing = await data<AccommodationPhotosData>(
      '/api/school/GetAccommodationPhotos/?id=1&schoolid=103&culture=en',
    );
    const third = housing.photos[2]!;
    expect(third.desktop.webp.x2).toBe(`/photos/h/${HOUSING_HASH}/housing/sol_de_madrid-1-3@2x.webp`);
    expect(third.mobile.jpeg.x3).toBe(`/photos/h/${HOUSING_HASH}/housing/sol_de_madrid-1-3-300@3x.jpg`);
    expect(housing.photos[0]!.desktop.webp.x1).toBe('/photos/housing/sol_de_madrid-1-1.webp');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, SchoolCard } from '#domain/catalogue/api-types.ts';
import type { Company } from '#domain/company/company-schema.ts';
import {
  closeCatalogueApi,
  getHomeSeo,
  getLanguages,
  getRates,
  getRecentReviews,
  getRegions,
  getSchool,
  getSchoolCards,
  getSchoolPage,
  getSchoolRoutes,
  getSeoHeader,
  getTranslates,
} from '#build/catalogue-client.ts';
import { company, supportHours } from '#build/page-settings.ts';
import { loadSchoolPages } from '#server/catalogue/load-school-pages.ts';
import { startTestApi, TEST_BLOB_STORAGE_URL, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// `npm run build` with CATALOGUE_API_URL renders the pages from a running deployment's API over
// HTTP instead of starting the API in its own process. This runs every read the pages make
// (src/build/catalogue-client.ts) against the real API server over HTTP, and checks a school
// page's answers are the ones the in-process build reads in bulk; build-from-api-and-rebuild.test.ts
// runs a whole build against it.
describe.each(testDatabases)(
  "the build's catalogue reads from a running API (CATALOGUE_API_URL) on $kind",
  (database) => {
    let api: TestApi;
    const saved = process.env.CATALOGUE_API_URL;
    beforeAll(async () => {
      api = await startTestApi(database);
      process.env.CATALOGUE_API_URL = api.baseUrl;
    });
    afterAll(async () => {
      if (saved === undefined) delete process.env.CATALOGUE_API_URL;
      else process.env.CATALOGUE_API_URL = saved;
      // Forgets the answers kept for the build, so the next database's suite reads its own.
      await closeCatalogueApi();
      await api?.close();
    });

    it('reads the lists every page shares, as the API answers them', async () => {
      const cards = await getSchoolCards('en');
      const served = await api.get<ApiEnvelope<SchoolCard[]>>('/api/catalogue/schools/?culture=en');
      expect(served.body.success && served.body.data).toEqual(cards);
      expect(cards.map((card) => card.slug).sort()).toEqual([
        'harbour_view_english',
        'sol_de_madrid',
        'thames_bridge_academy',
      ]);
      const languages = await getLanguages('en');
      expect(languages.reduce((sum, language) => sum + language.schools, 0)).toBe(3);
      const regions = await getRegions('en', 'english');
      expect(regions).toBeTruthy();
      expect((await getSeoHeader('en', { language: 'english' })).title).toEqual(expect.any(String));
      await getHomeSeo('en');
      expect(Object.keys(await getTranslates('ru')).length).toBeGreaterThan(50);
      expect(await getRates()).toBeTruthy();
      expect(Array.isArray(await getRecentReviews('en', 3))).toBe(true);
      // The company facts the header, the About page and the booking form show, as the database holds them.
      const facts = await api.get<ApiEnvelope<Company>>('/api/catalogue/company/');
      expect(facts.body.success && facts.body.data).toEqual(await company());
      expect((await company()).confirmationWorkingDays).toBe(1);
      expect((await supportHours('en')).days).toBe('Mon–Sat');
    });

    it('reads every school page from the API with the answers the in-process build reads in bulk', async () => {
      const bulk = await loadSchoolPages(api.api.db, {
        culture: 'de',
        blobStorageUrl: TEST_BLOB_STORAGE_URL,
        reviewsCount: 3,
        photoAddress: api.api.photoAddress,
      });
      const routes = await getSchoolRoutes();
      expect(new Set(routes.map((route) => route.school))).toEqual(
        new Set((await getSchoolCards('de')).map((card) => card.slug)),
      );
      for (const route of routes) {
        const page = await getSchoolPage('de', route, 3);
        expect(page.school.slug).toBe(route.school);
        expect(page).toEqual(bulk.get(route.school));
      }
    });

    it('fails naming the path when the API refuses, and when it does not answer', async () => {
      await expect(getSchool('en', 'no_such_school')).rejects.toThrow(
        /catalogue API \/api\/school\/data\/\?culture=en&name=no_such_school failed/,
      );
      const url = process.env.CATALOGUE_API_URL;
      process.env.CATALOGUE_API_URL = 'http://127.0.0.1:9';
      try {
        await expect(getSchool('en', 'harbour_view_english')).rejects.toThrow(/fetch failed/);
      } finally {
        process.env.CATALOGUE_API_URL = url;
      }
    });
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, RecentReviewData, SchoolCard } from '#domain/catalogue/api-types.ts';
import { insertPendingReview } from './support/insert-pending-review.ts';
import type { FindSchoolsAnswer } from '#domain/search/search-answer.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

describe.each(testDatabases)('catalogue API on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  it('lists the languages that have schools, named in the culture, counting what their search page finds', async () => {
    const en = await api.get<ApiEnvelope<unknown>>('/api/catalogue/languages/?culture=en');
    expect(en).toMatchObject({
      status: 200,
      body: {
        success: true,
        data: [
          { url: 'english', name: 'English', schools: 2 },
          { url: 'spanish', name: 'Spanish', schools: 1 },
        ],
      },
    });
    const ru = await api.get<ApiEnvelope<{ name: string }[]>>('/api/catalogue/languages/?culture=ru');
    expect(ru.body.success && ru.body.data.map((l) => l.name)).toEqual(['Английский', 'Испанский']);
    for (const language of ['english', 'spanish']) {
      const found = await api.get<ApiEnvelope<FindSchoolsAnswer>>(
        `/api/search/findschools/?culture=en&language=${language}`,
      );
      const listed = en.body as { success: true; data: { url: string; schools: number }[] };
      expect(found.body.success && found.body.data.exact.schoolsCount, language).toBe(
        listed.data.find((l) => l.url === language)!.schools,
      );
    }
  });

  it('lists recent approved reviews of different schools, those in the culture first, for the home page', async () => {
    // A review still waiting for moderation, newer than every approved one, is never shown.
    await insertPendingReview(api.api.db, {
      schoolId: 102,
      culture: 'en',
      authorName: 'Pending Person',
      creationDate: '2026-11-21',
    });
    const recent = async (culture: string, count?: number) => {
      const { status, body } = await api.get<ApiEnvelope<RecentReviewData[]>>(
        `/api/catalogue/reviews/?culture=${culture}${count ? `&count=${count}` : ''}`,
      );
      expect(status).toBe(200);
      if (!body.success) throw new Error(body.error.message);
      return body.data.map((review) => [review.id, review.schoolId, review.culture]);
    };
    // Harbour View has reviews in ru, en and de; Thames Bridge one in es. The culture's own review
    // comes first; then the newest approved, one per school.
    expect(await recent('en')).toEqual([
      [2, 101, 'en'],
      [4, 102, 'es'],
    ]);
    expect(await recent('de')).toEqual([
      [3, 101, 'de'],
      [4, 102, 'es'],
    ]);
    expect(await recent('es')).toEqual([
      [4, 102, 'es'],
      [3, 101, 'de'],
    ]);
    expect(await recent('fr', 1)).toEqual([[3, 101, 'de']]);
    const { body } = await api.get<ApiEnvelope<RecentReviewData[]>>('/api/catalogue/reviews/?culture=ru&count=1');
    expect(body.success && body.data[0]).toMatchObject({
      authorName: 'Анна Смирнова',
      authorCountry: 'Россия',
      schoolId: 101,
    });
  });

  it('refuses a bad count of recent reviews, naming the field', async () => {
    const { status, body } = await api.get<ApiEnvelope<unknown>>('/api/catalogue/reviews/?culture=en&count=500');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      error: { field: 'count', message: expect.stringContaining('at most 20') },
    });
  });

  it('lists every school as a search card, most popular first', async () => {
    const { status, body } = await api.get<ApiEnvelope<SchoolCard[]>>('/api/catalogue/schools/?culture=en');
    expect(status).toBe(200);
    if (!body.success) throw new Error(body.error.message);
    expect(body.data.map((card) => card.slug)).toEqual([
      'harbour_view_english',
      'sol_de_madrid',
      'thames_bridge_academy',
    ]);
    const [malta, madrid, london] = body.data;
    expect(malta).toEqual({
      id: 101,
      slug: 'harbour_view_english',
      name: 'Harbour View English School',
      programmeTypes: ['languageschool'],
      languages: ['english'],
      language: 'english',
      country: 'malta',
      countryName: 'Malta',
      city: 'st_julians',
      cityName: "St Julian's",
      minAge: 16,
      // Two weeks of the cheapest General English option in the 2026 list, which the cards show on
      // the test's today (2026-11-22): 2 × 245.00 EUR.
      price: 49_000,
      weeks: 2,
      currency: { symbol: '€', isoCode: 'EUR' },
      returnDeposit: true,
      // A 20 % promotion whose booking window includes the test's today (2026-11-22).
      isSuperDiscount: true,
      meanRating: 4.3,
      r_count: 3,
      photoStoragePath: '/photos/schools/harbour_view_english/1.webp',
      link: 'english/malta/st_julians/harbour_view_english/',
      hasAccommodation: true,
      popularity: 940,
      isBudgetary: false,
      fewRussianSpeakers: true,
      isAvgAge30: false,
      isInCenterOfCity: true,
      accreditations: ['elt_council_malta', 'feltom'],
    });
    // The link takes the first language taught; the 25 % promotion ended in October.
    expect(madrid).toMatchObject({
      link: 'spanish/spain/madrid/sol_de_madrid/',
      isSuperDiscount: false,
      price: 40_000,
      weeks: 2,
      minAge: 12,
      meanRating: 0,
      r_count: 0,
    });
    // A fixed-amount promotion never earns the badge; no housing offered. 2 × 381.66 GBP (2026's list).
    expect(london).toMatchObject({
      price: 76_332,
      currency: { symbol: '£', isoCode: 'GBP' },
      isSuperDiscount: false,
      hasAccommodation: false,
      isBudgetary: true,
    });
  });

  it('names places in the culture', async () => {
    const { body } = await api.get<ApiEnvelope<SchoolCard[]>>('/api/catalogue/schools/?culture=ru');
    expect(body.success && body.data.map((card) => [card.countryName, card.cityName])).toEqual([
      ['Мальта', 'Сент-Джулианс'],
      ['Испания', 'Мадрид'],
      ['Великобритания', 'Лондон'],
    ]);
  });

  it('answers 400 naming the culture when it is missing', async () => {
    const { status, body } = await api.get('/api/catalogue/schools/');
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: { field: 'culture', message: 'culture is required' } });
  });
});

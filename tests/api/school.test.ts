import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, ReviewData, SchoolData } from '#domain/catalogue/api-types.ts';
import { startTestApi, TEST_BLOB_STORAGE_URL, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Failure = { success: false; error: { field?: string; message: string } };
type ReviewsPage = { items: ReviewData[]; total: number };

describe.each(testDatabases)('school API on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const school = async (culture: string, slug: string) => {
    const { status, body } = await api.get<ApiEnvelope<SchoolData>>(
      `/api/school/data/?culture=${culture}&name=${slug}`,
    );
    expect(status).toBe(200);
    if (!body.success) throw new Error(body.error.message);
    return body.data;
  };
  const reviews = async (query: string) => {
    const { status, body } = await api.get<ApiEnvelope<ReviewsPage>>(`/api/school/reviews/?${query}`);
    expect(status).toBe(200);
    if (!body.success) throw new Error(body.error.message);
    return body.data;
  };

  describe('GET /api/school/data/', () => {
    it('answers the school page data with money in minor units', async () => {
      // The prices are the 2026 list's: the one in force on the first start after the test's today (2026-11-22).
      const data = await school('en', 'harbour_view_english');
      expect(data).toMatchObject({
        id: 101,
        slug: 'harbour_view_english',
        culture: 'en',
        name: 'Harbour View English School',
        language: 'english',
        country: 'malta',
        city: 'st_julians',
        currency: { symbol: '€', isoCode: 'EUR' },
        cityNameEn: "St Julian's",
        longtitude: 14.4912,
        terms: `${TEST_BLOB_STORAGE_URL}/terms/general-terms.pdf`,
        navigations: [
          { name: 'English', url: 'english' },
          { name: 'Malta', url: 'malta' },
          { name: "St Julian's", url: 'st_julians' },
        ],
        mainPhotoUrl: '/photos/schools/harbour_view_english/1.webp',
        photos: [
          '/photos/schools/harbour_view_english/1.webp',
          '/photos/schools/harbour_view_english/2.webp',
          '/photos/schools/harbour_view_english/3.webp',
        ],
        deposit: 20_000,
        fees: {
          registration: 7000,
          books: 4000,
          booksPaidInSchool: false,
          courier: { amount: 6000, fromWeeks: 12 },
          accommodationPlacement: 5000,
        },
        nonWorkingDays: [
          { date: '2026-12-25', name: 'Christmas Day' },
          { date: '2027-03-31', name: 'Freedom Day' },
        ],
        transfers: [{ id: 1, name: 'Malta airport transfer', oneWayPrice: 3300, twoWayPrice: 5500 }],
        promotions: [
          {
            id: 1,
            kind: 'percent',
            value: 20,
            appliesTo: 'course',
            minWeeks: 2,
            bookingWindow: { start: '2026-11-01', end: '2027-01-31' },
            startWindow: null,
          },
        ],
      });
      const course = data.courses[0]!;
      expect(course).toMatchObject({
        id: 1,
        name: 'General English',
        nameEn: 'General English',
        startDay: 1,
        endDay: 5,
        maxAge: 0,
      });
      expect(course.courseWeeks[1]).toEqual({
        from: 4,
        to: 11,
        prices: [
          {
            id: 111,
            lessonsPerWeek: 20,
            schedule: { sessions: [{ start: '09:00', end: '12:15' }] },
            pricePerWeek: 23_000,
          },
          {
            id: 112,
            lessonsPerWeek: 30,
            schedule: {
              sessions: [
                { start: '09:00', end: '12:15' },
                { start: '13:00', end: '14:30' },
              ],
            },
            pricePerWeek: 29_500,
          },
        ],
      });
      expect(course.seasonSupplements).toEqual([{ start: '2026-06-14', end: '2026-08-29', perWeek: 3000 }]);
      expect(data.accommodations[0]).toMatchObject({
        id: 1,
        name: 'Host family',
        mainPhotoPath: '/photos/housing/harbour_view_english-1-1.webp',
        arrivalDay: 0,
        departureDay: 6,
        foods: [{ id: 1, type: 'half_board', name: 'Half board' }],
        availabilityOptions: [{ start: '2027-07-04', end: '2027-07-31', status: 10, fullyBooked: 10 }],
        prices: [
          { roomId: 11, foodId: 1, pricePerWeek: 22_000, pricePerExtraNight: 3300, seasonSupplements: [] },
          { roomId: 12, foodId: 1, pricePerWeek: 18_000, pricePerExtraNight: 2900, seasonSupplements: [] },
        ],
      });
    });

    it('averages approved reviews and shows the newest one', async () => {
      const data = await school('en', 'harbour_view_english');
      expect(data.schoolRating).toEqual({ overall: 4.3, school: 4.7, accommodation: 4.5, course: 4.3, spareTime: 4 });
      expect(data.reviewsCount).toBe(3);
      expect(data.review).toMatchObject({
        id: 3,
        authorName: 'Jonas Weber',
        authorCountry: 'Germany',
        meanRating: 4.8,
        creationDate: '2026-09-15',
      });
    });

    it('resolves texts for the culture and says when it fell back to English', async () => {
      const ru = await school('ru', 'harbour_view_english');
      expect(ru.shortDescription).toEqual({
        text: 'Школа на набережной залива Спинола: небольшие группы и терраса на крыше.',
        lang: 'ru',
      });
      expect(ru.bookingKnowledge.lang).toBe('en');
      expect(ru.navigations.map((n) => n.name)).toEqual(['Английский', 'Мальта', 'Сент-Джулианс']);
      expect(ru.accommodations[0]!.foods[0]!.name).toBe('Полупансион');
      expect(ru.review!.authorCountry).toBe('Германия');
      const de = await school('de', 'harbour_view_english');
      expect(de.shortDescription.lang).toBe('en');
      expect(de.navigations.map((n) => n.name)).toEqual(['Englisch', 'Malta', "St. Julian's"]);
    });

    it('serves a school without housing and a school without reviews', async () => {
      const london = await school('es', 'thames_bridge_academy');
      expect(london.accommodations).toEqual([]);
      expect(london.currency).toEqual({ symbol: '£', isoCode: 'GBP' });
      expect(london.shortDescription.lang).toBe('es');
      expect(london.courses[0]!.courseWeeks[0]!.prices[0]!.pricePerWeek).toBe(38_166);
      expect(london.priceLists.map((list) => list.courses[0]!.options[0]!.pricePerWeek)).toEqual([38_166, 39_550]);
      expect(london.schoolRating).toEqual({ overall: 4.5, school: 4, accommodation: 0, course: 5, spareTime: 0 });
      const madrid = await school('en', 'sol_de_madrid');
      expect(madrid).toMatchObject({
        review: null,
        reviewsCount: 0,
        schoolRating: { overall: 0, school: 0, accommodation: 0, course: 0, spareTime: 0 },
      });
      expect(madrid.navigations[0]).toEqual({ name: 'Spanish', url: 'spanish' });
    });

    it('answers 404 for an unknown school and 400 for a missing or malformed name', async () => {
      const unknown = await api.get<Failure>('/api/school/data/?culture=en&name=no_such_school');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, error: { field: 'name', message: "no school 'no_such_school'" } });
      const missing = await api.get<Failure>('/api/school/data/?culture=en');
      expect([missing.status, missing.body.error]).toEqual([400, { field: 'name', message: 'name is required' }]);
      const malformed = await api.get<Failure>('/api/school/data/?culture=en&name=%E0%A4%A');
      expect([malformed.status, malformed.body.error.field]).toEqual([400, 'name']);
      const culture = await api.get<Failure>('/api/school/data/?culture=jp&name=sol_de_madrid');
      expect([culture.status, culture.body.error.field]).toEqual([400, 'culture']);
    });
  });

  describe('GET /api/school/reviews/', () => {
    it('pages approved reviews newest first, with the total', async () => {
      const all = await reviews('culture=en&schoolid=101');
      expect(all.total).toBe(3);
      expect(all.items.map((r) => [r.id, r.meanRating])).toEqual([
        [3, 4.8],
        [2, 3.7],
        [1, 4.5],
      ]);
      expect(all.items[1]).toEqual({
        id: 2,
        culture: 'en',
        authorName: 'Marco Bianchi',
        authorCountry: 'Italy',
        authorCity: 'Bologna',
        authorPhotoStoragePath: null,
        meanRating: 3.7,
        creationDate: '2026-06-02',
        start: '2026-05-04',
        approveDate: '2026-06-03',
        text: 'Two good weeks of General English. I rented my own flat; the evening activities were a bit repetitive.',
        photos: [],
        verified: null,
        reply: null,
      });
      const page = await reviews('culture=en&schoolid=101&count=2&offset=1');
      expect([page.total, page.items.map((r) => r.id)]).toEqual([3, [2, 1]]);
      expect((await reviews('culture=en&schoolid=103')).total).toBe(0);
    });

    it.each([
      ['count=0', 'count', 'count must be a whole number from 1 to 50'],
      ['count=51', 'count', 'count must be a whole number from 1 to 50'],
      ['count=ten', 'count', 'count must be a whole number from 1 to 50'],
      ['count=2.5', 'count', 'count must be a whole number from 1 to 50'],
      ['offset=-1', 'offset', 'offset must be a whole number 0 or more'],
      ['schoolid=abc', 'schoolid', 'schoolid must be a whole number 1 or more'],
    ])('answers 400 for %s, naming %s', async (bad, field, message) => {
      const query = new URLSearchParams({ culture: 'en', schoolid: '101', ...Object.fromEntries([bad.split('=')]) });
      const { status, body } = await api.get<Failure>(`/api/school/reviews/?${query}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: { field, message } });
    });

    it('answers 400 without a school id and 404 for an unknown one', async () => {
      const missing = await api.get<Failure>('/api/school/reviews/?culture=en');
      expect([missing.status, missing.body.error]).toEqual([
        400,
        { field: 'schoolid', message: 'schoolid is required' },
      ]);
      const unknown = await api.get<Failure>('/api/school/reviews/?culture=en&schoolid=999');
      expect([unknown.status, unknown.body.error.field]).toEqual([404, 'schoolid']);
    });
  });
});

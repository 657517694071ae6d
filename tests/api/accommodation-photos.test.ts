import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccommodationPhotosData, ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { CULTURES } from '#domain/culture.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Failure = { success: false; error: { field?: string; message: string } };

const PATH = '/api/school/GetAccommodationPhotos/';

describe.each(testDatabases)('GET /api/school/GetAccommodationPhotos/ on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const photos = async (query: string, path = PATH) => {
    const { status, body, headers } = await api.get<ApiEnvelope<AccommodationPhotosData>>(`${path}?${query}`);
    expect(status).toBe(200);
    if (!body.success) throw new Error(body.error.message);
    return { data: body.data, headers };
  };

  it('answers every photo of the housing, each size and format, with alt texts in the culture', async () => {
    const { data } = await photos('id=1&schoolid=103&culture=en');
    expect(data).toMatchObject({ id: 1, schoolId: 103, name: 'Student residence' });
    expect(data.photos.map((photo) => [photo.n, photo.kind, photo.alt])).toEqual([
      [1, 'studyBedroom', 'Student residence: a bedroom with a desk'],
      [2, 'kitchen', 'Student residence: the kitchen'],
      [3, 'building', 'Student residence: the building from outside'],
    ]);
    expect(data.photos[2]).toEqual({
      n: 3,
      kind: 'building',
      alt: 'Student residence: the building from outside',
      desktop: {
        width: 160,
        height: 110,
        webp: {
          x1: '/photos/housing/sol_de_madrid-1-3.webp',
          x2: '/photos/housing/sol_de_madrid-1-3@2x.webp',
          x3: '/photos/housing/sol_de_madrid-1-3@3x.webp',
        },
        jpeg: {
          x1: '/photos/housing/sol_de_madrid-1-3.jpg',
          x2: '/photos/housing/sol_de_madrid-1-3@2x.jpg',
          x3: '/photos/housing/sol_de_madrid-1-3@3x.jpg',
        },
      },
      mobile: {
        width: 300,
        height: 300,
        webp: {
          x1: '/photos/housing/sol_de_madrid-1-3-300.webp',
          x2: '/photos/housing/sol_de_madrid-1-3-300@2x.webp',
          x3: '/photos/housing/sol_de_madrid-1-3-300@3x.webp',
        },
        jpeg: {
          x1: '/photos/housing/sol_de_madrid-1-3-300.jpg',
          x2: '/photos/housing/sol_de_madrid-1-3-300@2x.jpg',
          x3: '/photos/housing/sol_de_madrid-1-3-300@3x.jpg',
        },
      },
    });
  });

  it('writes the alt texts in every culture, naming the housing in it when it has a name there', async () => {
    const russian = await photos('id=1&schoolid=101&culture=ru');
    expect(russian.data.photos.map((photo) => photo.alt)).toEqual([
      'Проживание в семье: спальня',
      'Проживание в семье: кухня',
    ]);
    for (const culture of CULTURES) {
      const { data } = await photos(`id=1&schoolid=101&culture=${culture}`);
      for (const photo of data.photos) {
        expect(photo.alt, culture).toContain(data.name);
        expect(photo.alt, culture).not.toMatch(/\{\{|housing\.photo/);
      }
    }
  });

  it('names a housing by id and culture alone (spec section 7): the catalogue-wide id, or a housing id only one school has', async () => {
    const withSchool = await photos('id=1&schoolid=103&culture=en');
    expect(withSchool.data.catalogueId).toBe(103001);
    const alone = await photos('id=103001&culture=en');
    expect(alone.data).toEqual(withSchool.data);
    // Housing 1 is at two schools of the fixture catalogue (101 and 103): which one is asked.
    const ambiguous = await api.get<Failure>(`${PATH}?id=1&culture=en`);
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.error).toEqual({
      field: 'id',
      message:
        'accommodation id 1 is used by 2 schools: send schoolid as well, or the catalogue-wide id (school id × 1000 + accommodation id, e.g. 101001)',
    });
    const unknown = await api.get<Failure>(`${PATH}?id=7&culture=en`);
    expect([unknown.status, unknown.body.error]).toEqual([404, { field: 'id', message: 'no accommodation 7' }]);
    const noHousing = await api.get<Failure>(`${PATH}?id=102001&culture=en`);
    expect([noHousing.status, noHousing.body.error]).toEqual([
      404,
      { field: 'id', message: 'no accommodation 1 at school 102' },
    ]);
  });

  it('answers under the lower-case name too, with or without the trailing slash', async () => {
    const { data } = await photos('id=1&schoolid=101&culture=en', '/api/school/getaccommodationphotos');
    expect(data.photos).toHaveLength(2);
  });

  it('is cached a day by browsers and shared caches, and answers 304 to its own ETag', async () => {
    const { headers } = await photos('id=1&schoolid=101&culture=en');
    expect(headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const tag = headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await fetch(`${api.baseUrl}${PATH}?id=1&schoolid=101&culture=en`, {
      headers: { 'If-None-Match': tag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another culture is another answer, with another tag.
    const russian = await photos('id=1&schoolid=101&culture=ru');
    expect(russian.headers.get('etag')).not.toBe(tag);
  });

  it('answers 404 JSON for an unknown housing or school', async () => {
    const housing = await api.get<Failure>(`${PATH}?id=9&schoolid=101&culture=en`);
    expect([housing.status, housing.body]).toEqual([
      404,
      { success: false, error: { field: 'id', message: 'no accommodation 9 at school 101' } },
    ]);
    const school = await api.get<Failure>(`${PATH}?id=1&schoolid=999&culture=en`);
    expect([school.status, school.body]).toEqual([
      404,
      { success: false, error: { field: 'schoolid', message: 'no school 999' } },
    ]);
    // A school without housing has none to show.
    const none = await api.get<Failure>(`${PATH}?id=1&schoolid=102&culture=en`);
    expect(none.status).toBe(404);
    expect(none.headers.get('cache-control') ?? '').not.toContain('max-age');
  });

  it.each([
    ['id=abc', 'id', 'id must be a whole number from 1 to 2147483647'],
    ['id=0', 'id', 'id must be a whole number from 1 to 2147483647'],
    ['id=1.5', 'id', 'id must be a whole number from 1 to 2147483647'],
    ['id=99999999999', 'id', 'id must be a whole number from 1 to 2147483647'],
    ['id=', 'id', 'id is required'],
    ['schoolid=-3', 'schoolid', 'schoolid must be a whole number from 1 to 2147483647'],
    ['culture=xx', 'culture', 'culture must be one of ru, en, es, pt, de, fr, tr, zh'],
  ])('answers 400 for %s, naming %s', async (bad, field, message) => {
    const query = new URLSearchParams({
      id: '1',
      schoolid: '101',
      culture: 'en',
      ...Object.fromEntries([bad.split('=')]),
    });
    const { status, body } = await api.get<Failure>(`${PATH}?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: { field, message } });
  });
});

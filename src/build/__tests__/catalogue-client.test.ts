import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeCatalogueApi,
  getFromApi,
  getRegions,
  getSchool,
  getSchoolCards,
  getSchoolPage,
  getSeoHeader,
} from '../catalogue-client.ts';

// These tests take the deployed-API path (CATALOGUE_API_URL) with a stand-in fetch; the
// in-process path is exercised by every `astro build`.
const answers = new Map<string, { status: number; body: unknown }>();
const fetchMock = vi.fn(async (url: string) => {
  const answer = answers.get(url) ?? { status: 404, body: { success: false, error: { message: 'no API here' } } };
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
});

beforeEach(async () => {
  await closeCatalogueApi();
  answers.clear();
  fetchMock.mockClear();
  vi.stubEnv('CATALOGUE_API_URL', 'https://api.example.org/');
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('catalogue client', () => {
  it('asks the API path with the query and unwraps the envelope', async () => {
    answers.set('https://api.example.org/api/search/header/?culture=ru&language=english&country=malta', {
      status: 200,
      body: { success: true, data: { title: 'T', header: 'H' } },
    });
    await expect(getSeoHeader('ru', { language: 'english', country: 'malta' })).resolves.toEqual({
      title: 'T',
      header: 'H',
    });
  });

  it('asks each path once per build', async () => {
    answers.set('https://api.example.org/api/catalogue/schools/?culture=en', {
      status: 200,
      body: { success: true, data: [] },
    });
    await getSchoolCards('en');
    await getSchoolCards('en');
    await Promise.all([getSchoolCards('en'), getSchoolCards('en')]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks again for a page's own data rather than keep every school in memory", async () => {
    answers.set('https://api.example.org/api/school/data/?culture=en&name=harbour', {
      status: 200,
      body: { success: true, data: { id: 7 } },
    });
    await expect(getSchool('en', 'harbour')).resolves.toEqual({ id: 7 });
    await expect(getSchool('en', 'harbour')).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads a school page from a deployed API school by school: its data, then its first reviews', async () => {
    answers.set('https://api.example.org/api/school/data/?culture=de&name=harbour', {
      status: 200,
      body: { success: true, data: { id: 7 } },
    });
    answers.set('https://api.example.org/api/school/reviews/?culture=de&schoolid=7&count=10&offset=0', {
      status: 200,
      body: { success: true, data: { items: [], total: 0, rating: 0 } },
    });
    await expect(
      getSchoolPage('de', { language: 'english', country: 'malta', city: 'sliema', school: 'harbour' }, 10),
    ).resolves.toEqual({ school: { id: 7 }, reviews: { items: [], total: 0, rating: 0 } });
  });

  it('throws an error naming the path when the API says no', async () => {
    answers.set('https://api.example.org/api/search/loadregionsforlanguage/?culture=en&language=klingon', {
      status: 404,
      body: { success: false, error: { field: 'language', message: "no language 'klingon'" } },
    });
    await expect(getRegions('en', 'klingon')).rejects.toThrow(
      "/api/search/loadregionsforlanguage/?culture=en&language=klingon failed: language: no language 'klingon'",
    );
  });

  it('throws when the answer is not JSON, and tries again next time', async () => {
    fetchMock.mockImplementationOnce(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(getFromApi('/api/x/')).rejects.toThrow('catalogue API /api/x/: HTTP 502, not a JSON answer');
    answers.set('https://api.example.org/api/x/', { status: 200, body: { success: true, data: 42 } });
    await expect(getFromApi('/api/x/')).resolves.toBe(42);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Countries = ApiEnvelope<{ id: string; name: string }[]>;

describe.each(testDatabases)('GET /api/countries/getall/ on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  it('lists every ISO country, named and sorted for the culture', async () => {
    for (const culture of ['en', 'ru', 'zh'] as const) {
      const { status, body } = await api.get<Countries>(`/api/countries/getall/?culture=${culture}`);
      expect(status).toBe(200);
      if (!body.success) throw new Error(body.error.message);
      expect(body.data).toHaveLength(249);
      const names = body.data.map((country) => country.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(culture).compare));
    }
    const { body } = await api.get<Countries>('/api/countries/getall/?culture=ru');
    expect(body.success && body.data).toContainEqual({ id: 'GB', name: 'Великобритания' });
  });

  it('answers 400 naming the culture when it is wrong', async () => {
    const { status, body } = await api.get<Countries>('/api/countries/getall/?culture=EN-gb');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: { field: 'culture' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { Rates } from '#domain/catalogue/rates-schema.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

describe.each(testDatabases)('GET /api/rates on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  it('answers the rates table of the content, for converting prices on screen', async () => {
    const { status, body } = await api.get<ApiEnvelope<Rates>>('/api/rates/');
    expect(status).toBe(200);
    if (!body.success) throw new Error(body.error.message);
    expect(body.data.base).toBe('EUR');
    expect(body.data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data.rates.USD).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, SchoolCard } from '#domain/catalogue/api-types.ts';
import { CULTURES } from '#domain/culture.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import { listSchoolCardsByCulture } from '#server/catalogue/list-school-cards.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// The build reads every culture's cards from one read of the schools; they must be what /api/catalogue/schools answers.
describe.each(testDatabases)("every culture's school cards at once on $kind", (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  it('answers what /api/catalogue/schools answers in each culture', async () => {
    const all = await listSchoolCardsByCulture(api.api.db, CULTURES, utcToday(new Date()), api.api.photoAddress);
    expect([...all.keys()]).toEqual([...CULTURES]);
    for (const culture of CULTURES) {
      const { status, body } = await api.get<ApiEnvelope<SchoolCard[]>>(`/api/catalogue/schools/?culture=${culture}`);
      expect(status).toBe(200);
      if (!body.success) throw new Error(body.error.message);
      expect(body.data.length).toBeGreaterThan(0);
      expect(all.get(culture)).toEqual(body.data);
    }
  });
});

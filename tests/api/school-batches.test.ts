import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import { forEachSchoolBatch, listSchools } from '#server/catalogue/queries/list-schools.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// Search, the cards and the build read the whole catalogue a batch at a time; the batches must
// add up to every school once, in the default search order.
describe.each(testDatabases)('every school a batch at a time on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  it('hands out every school once, most popular first (then by id), in batches of the size asked', async () => {
    const batches: SchoolContent[][] = [];
    await forEachSchoolBatch(api.api.db, (batch) => batches.push(batch), 2);
    const schools = batches.flat();
    expect(schools.length).toBeGreaterThan(2);
    expect(batches.slice(0, -1).every((batch) => batch.length === 2)).toBe(true);
    expect(batches.at(-1)!.length).toBeGreaterThan(0);
    expect(new Set(schools.map((school) => school.id)).size).toBe(schools.length);
    const ordered = [...schools].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    expect(schools.map((school) => school.id)).toEqual(ordered.map((school) => school.id));
    expect(await listSchools(api.api.db)).toEqual(schools);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { catalogueVersion, schools } from '#server/db/schema.ts';
import { seedCatalogue } from '#server/catalogue/seed-catalogue.ts';
import { copyFixtureContent } from './support/fixture-content.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// 4 weeks of option 111 at fixture school 101: 960 − 20 % + fees 110 = 878.00 at 240 a week.
const QUERY = 's.id=101&culture=en&c.w=111&c.weeks=4&c.s=2027-03-01';
const totalAt = (pricePerWeek: number) => Math.round(pricePerWeek * 4 * 0.8) + 11_000;

/** Sets the weekly price of option 111 in the 2027 price list of a copy of the fixture content. */
const setPrice = (dir: string, pricePerWeek: number) => {
  const path = join(dir, 'schools', 'harbour_view_english.json');
  const school = JSON.parse(readFileSync(path, 'utf8')) as {
    priceLists: {
      id: number;
      courses: { courseId: number; options: { weekPriceId: number; pricePerWeek: number }[] }[];
    }[];
  };
  const list2027 = school.priceLists.find((list) => list.id === 2027)!;
  list2027.courses.find((c) => c.courseId === 1)!.options.find((o) => o.weekPriceId === 111)!.pricePerWeek =
    pricePerWeek / 100;
  writeFileSync(path, JSON.stringify(school, null, 2));
};

const priceOf = async (api: TestApi) => {
  const { status, body } = await api.get<ApiEnvelope<CalculationData>>(`/api/school/calculate/?${QUERY}`);
  if (status !== 200 || !body.success || !body.data.price) throw new Error(`${status} ${JSON.stringify(body)}`);
  return body.data.price.total;
};

describe.each(testDatabases)('the pricing catalogue in memory on $kind', (database) => {
  let api: TestApi;
  let content: ReturnType<typeof copyFixtureContent>;
  beforeAll(async () => {
    // A poll far slower than any test: whatever is seen within one comes from LISTEN/NOTIFY.
    api = await startTestApi(database, { pricing: { pollMs: 60_000 } });
    content = copyFixtureContent();
  });
  afterAll(async () => {
    await api?.close();
    content?.remove();
  });

  it('honours a price changed by a new seed on the next request', async () => {
    expect(await priceOf(api)).toBe(totalAt(24_000));
    setPrice(content.dir, 25_500);
    const seeded = await seedCatalogue(api.api.db, loadContent(content.dir));
    expect(seeded.changed).toBe(true);
    if (database.kind === 'pglite') {
      // One in-process connection: the announcement is handled before the seed returns.
      expect(await priceOf(api)).toBe(totalAt(25_500));
    } else {
      // The announcement comes over the listening connection, measured 0.1–4 ms after the
      // commit: a request sent within that moment may still get the old price. The poll is a
      // minute away, so a new price within 200 ms can only have come by NOTIFY.
      await expect.poll(() => priceOf(api), { timeout: 200, interval: 1 }).toBe(totalAt(25_500));
    }
    expect(api.api.pricing.version).toBe(seeded.version);
  });

  it('asks the database nothing while the catalogue is unchanged', async () => {
    const before = api.api.pricing.version;
    await priceOf(api);
    // A change that bypasses the seed, and so announces nothing, is not seen by the next
    // request: proof that the request read the copy in memory, not the database.
    const doc = (await api.api.db.select({ doc: schools.doc }).from(schools).where(eq(schools.id, 101)))[0]!.doc;
    await api.api.db
      .update(schools)
      .set({ doc: withPrice(doc, 99_900) })
      .where(eq(schools.id, 101));
    try {
      expect(await priceOf(api)).not.toBe(totalAt(99_900));
      expect(api.api.pricing.version).toBe(before);
    } finally {
      await api.api.db.update(schools).set({ doc }).where(eq(schools.id, 101));
    }
  });
});

/** A school document with option 111 at another weekly price (minor units) in every price list. */
function withPrice(doc: SchoolContent, pricePerWeek: number): SchoolContent {
  const copy = structuredClone(doc);
  for (const list of copy.priceLists)
    list.courses
      .find((c) => c.courseId === copy.courses[0]!.id)!
      .options.find((o) => o.weekPriceId === 111)!.pricePerWeek = pricePerWeek;
  return copy;
}

describe.each(testDatabases)('a catalogue change nobody announced on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, { pricing: { pollMs: 50 } });
  });
  afterAll(() => api?.close());

  it('is picked up by the version poll within moments', async () => {
    expect(await priceOf(api)).toBe(totalAt(24_000));
    const doc = (await api.api.db.select({ doc: schools.doc }).from(schools).where(eq(schools.id, 101)))[0]!.doc;
    // What a tool writing the tables directly would do: new prices and a new version, no NOTIFY.
    await api.api.db.transaction(async (tx) => {
      await tx
        .update(schools)
        .set({ doc: withPrice(doc, 26_000) })
        .where(eq(schools.id, 101));
      await tx.update(catalogueVersion).set({ version: sql`${catalogueVersion.version} + 1` });
    });
    await expect.poll(() => priceOf(api), { timeout: 2000, interval: 20 }).toBe(totalAt(26_000));
  });
});

// Only PostgreSQL has a listening connection that can be lost.
for (const database of testDatabases.filter((d) => d.kind === 'postgres')) {
  describe('a lost listening connection on postgres', () => {
    let api: TestApi;
    let content: ReturnType<typeof copyFixtureContent>;
    const logs: string[] = [];
    beforeAll(async () => {
      api = await startTestApi(database, {
        pricing: { pollMs: 60_000, listen: { retryMs: 20, maxRetryMs: 100 }, log: (message) => logs.push(message) },
      });
      content = copyFixtureContent();
    });
    afterAll(async () => {
      await api?.close();
      content?.remove();
    });

    it('is opened again, and the next announcement is heard', async () => {
      expect(await priceOf(api)).toBe(totalAt(24_000));
      const listening = async () =>
        (
          (await api.api.db.execute(
            sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
          )) as unknown as { rows: { pid: number }[] }
        ).rows.map((r) => r.pid);
      const [pid] = await listening();
      expect(pid).toBeDefined();
      await api.api.db.execute(sql`select pg_terminate_backend(${pid})`);
      await expect
        .poll(async () => (await listening()).filter((p) => p !== pid).length, { timeout: 3000, interval: 20 })
        .toBe(1);
      expect(logs.join('\n')).toMatch(/listening for catalogue changes failed/);
      setPrice(content.dir, 27_000);
      await seedCatalogue(api.api.db, loadContent(content.dir));
      await expect.poll(() => priceOf(api), { timeout: 1000, interval: 2 }).toBe(totalAt(27_000));
    });
  });
}

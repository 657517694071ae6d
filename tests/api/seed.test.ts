import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentError } from '#server/catalogue/content/content-error.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { migrateDatabase } from '#server/db/migrate-database.ts';
import { openDatabase, type OpenedDatabase } from '#server/db/open-database.ts';
import { getCatalogueVersion } from '#server/catalogue/queries/get-catalogue-version.ts';
import { catalogueDocuments, catalogueVersion, reviews, schools } from '#server/db/schema.ts';
import { seedCatalogue } from '#server/catalogue/seed-catalogue.ts';
import { loadConfig } from '#server/config/env.ts';
import { startApi } from '#server/start-server.ts';
import { copyFixtureContent, FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

const editJson = (path: string, edit: (value: Record<string, unknown>) => void) => {
  const value = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeFileSync(path, JSON.stringify(value, null, 2));
};

describe.each(testDatabases)('seeding the catalogue on $kind', (database) => {
  let handle: TestDatabaseHandle;
  let opened: OpenedDatabase;
  let content: ReturnType<typeof copyFixtureContent>;

  beforeAll(async () => {
    handle = await database.create({ empty: true });
    opened = await openDatabase({ url: handle.databaseUrl, dataDir: handle.dataDir });
    await migrateDatabase(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
    await handle?.drop();
  });
  // Each test starts from an empty, migrated database and its own copy of the fixture content.
  beforeEach(async () => {
    await opened.db.delete(reviews);
    await opened.db.delete(schools);
    await opened.db.delete(catalogueDocuments);
    await opened.db.delete(catalogueVersion);
    content = copyFixtureContent();
  });
  afterEach(() => content?.remove());

  const rowCounts = async () => ({
    schools: (await opened.db.select({ id: schools.id }).from(schools)).length,
    reviews: (await opened.db.select({ id: reviews.id }).from(reviews)).length,
  });

  it('leaves the same rows when the same content is seeded twice, without bumping the version', async () => {
    const first = await seedCatalogue(opened.db, loadContent(content.dir));
    // The company facts, places, rates, 8 cultures' SEO texts and Malta's holidays.
    expect(first).toEqual({ changed: true, version: 1, schools: 3, reviews: 4, documents: 12, schoolsFrom: 'content' });
    const rowsBefore = await opened.db.select().from(schools).orderBy(asc(schools.id));
    const second = await seedCatalogue(opened.db, loadContent(content.dir));
    expect(second).toEqual({
      changed: false,
      version: 1,
      schools: 3,
      reviews: 4,
      documents: 12,
      schoolsFrom: 'content',
    });
    expect(await opened.db.select().from(schools).orderBy(asc(schools.id))).toEqual(rowsBefore);
    expect((await getCatalogueVersion(opened.db)).version).toBe(1);
  });

  it('bumps the version when content changes and updates only what changed', async () => {
    await seedCatalogue(opened.db, loadContent(content.dir));
    const before = await opened.db.select().from(schools).orderBy(asc(schools.id));
    editJson(join(content.dir, 'schools', 'thames_bridge_academy.json'), (school) => {
      school.popularity = 999;
    });
    const result = await seedCatalogue(opened.db, loadContent(content.dir));
    expect(result).toMatchObject({ changed: true, version: 2 });
    const after = await opened.db.select().from(schools).orderBy(asc(schools.id));
    expect(after.find((s) => s.id === 102)?.popularity).toBe(999);
    // Untouched schools keep their row as it was, updated_at included.
    expect(after.filter((s) => s.id !== 102)).toEqual(before.filter((s) => s.id !== 102));
  });

  it('removes a school and its content reviews that left content', async () => {
    await seedCatalogue(opened.db, loadContent(content.dir));
    rmSync(join(content.dir, 'schools', 'thames_bridge_academy.json'));
    rmSync(join(content.dir, 'reviews', 'thames_bridge_academy.json'));
    const result = await seedCatalogue(opened.db, loadContent(content.dir));
    expect(result).toMatchObject({ changed: true, version: 2, schools: 2, reviews: 3 });
    expect(await opened.db.select().from(schools).where(eq(schools.slug, 'thames_bridge_academy'))).toEqual([]);
  });

  it('never touches visitor reviews, which take ids from 10,000,000 on', async () => {
    await seedCatalogue(opened.db, loadContent(content.dir));
    const [visitor] = await opened.db
      .insert(reviews)
      .values({
        schoolId: 101,
        culture: 'fr',
        authorName: 'Claire Martin',
        authorCountry: 'FR',
        authorCity: 'Lyon',
        start: '2026-10-05',
        end: '2026-10-16',
        schoolStars: 4,
        courseStars: 4,
        accommodationStars: null,
        spareTimeStars: 5,
        text: 'Très bonne ambiance, des professeurs patients et une terrasse magnifique sur la baie.',
        status: 'pending',
        source: 'visitor',
        creationDate: '2026-11-01',
        approveDate: null,
      })
      .returning();
    expect(visitor!.id).toBeGreaterThanOrEqual(10_000_000);
    editJson(join(content.dir, 'reviews', 'harbour_view_english.json'), (file) => {
      file.reviews = (file.reviews as unknown[]).slice(1);
    });
    const result = await seedCatalogue(opened.db, loadContent(content.dir));
    expect(result).toMatchObject({ changed: true, reviews: 4 });
    expect(await opened.db.select().from(reviews).where(eq(reviews.id, visitor!.id))).toEqual([visitor]);
    expect(await opened.db.select().from(reviews).where(eq(reviews.id, 1))).toEqual([]);
  });

  it('refuses to remove a school visitors reviewed, and changes nothing', async () => {
    await seedCatalogue(opened.db, loadContent(content.dir));
    await opened.db.insert(reviews).values({
      schoolId: 102,
      culture: 'en',
      authorName: 'Sam Taylor',
      authorCountry: 'IE',
      authorCity: 'Cork',
      start: '2026-09-07',
      end: '2026-09-18',
      schoolStars: 5,
      courseStars: 5,
      accommodationStars: null,
      spareTimeStars: null,
      text: 'Small classes and a teacher who corrected every single mistake, kindly.',
      status: 'approved',
      source: 'visitor',
      creationDate: '2026-09-20',
      approveDate: '2026-09-21',
    });
    const before = await rowCounts();
    rmSync(join(content.dir, 'schools', 'thames_bridge_academy.json'));
    rmSync(join(content.dir, 'reviews', 'thames_bridge_academy.json'));
    await expect(seedCatalogue(opened.db, loadContent(content.dir))).rejects.toThrow(
      /thames_bridge_academy \(1 visitor reviews\)/,
    );
    expect(await rowCounts()).toEqual(before);
    expect((await getCatalogueVersion(opened.db)).version).toBe(1);
  });
});

describe('content that breaks the rules', () => {
  it('stops loadContent and the seed with a message naming the file and the field', async () => {
    const content = copyFixtureContent();
    try {
      editJson(join(content.dir, 'schools', 'harbour_view_english.json'), (school) => {
        delete school.currency;
      });
      expect(() => loadContent(content.dir)).toThrow(
        new ContentError('schools/harbour_view_english.json', 'currency', 'is required'),
      );
      expect(() => loadContent(content.dir)).toThrow('schools/harbour_view_english.json: currency: is required');
      await expect(startApi({ dataDir: 'memory://', contentDir: content.dir, config: loadConfig({}) })).rejects.toThrow(
        'schools/harbour_view_english.json: currency: is required',
      );
    } finally {
      content.remove();
    }
  });

  it('names a nested field too', () => {
    const content = copyFixtureContent();
    try {
      editJson(join(content.dir, 'reviews', 'thames_bridge_academy.json'), (file) => {
        delete (file.reviews as Record<string, unknown>[])[0]!.authorName;
      });
      expect(() => loadContent(content.dir)).toThrow(
        'reviews/thames_bridge_academy.json: reviews.0.authorName: is required',
      );
    } finally {
      content.remove();
    }
  });

  it('accepts the fixture catalogue as it is', () => {
    expect(loadContent(FIXTURE_CONTENT_DIR).schools.map((s) => s.slug)).toEqual([
      'harbour_view_english',
      'sol_de_madrid',
      'thames_bridge_academy',
    ]);
  });
});

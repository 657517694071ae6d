// `npm run catalogue:export` and `npm run catalogue:import` (issue 31): the demo catalogue's
// round trip is byte-identical, a broken import changes nothing and names every error, and an
// import is recorded as a version.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { seedCatalogue } from '#server/catalogue/seed-catalogue.ts';
import { migrateDatabase } from '#server/db/migrate-database.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { catalogueDocumentEdits, catalogueDocuments, schoolVersions, schools } from '#server/db/schema.ts';
import { npmScriptArgs } from './support/npm-script-args.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

const root = resolve(import.meta.dirname, '../..');
const CONTENT_DIR = join(root, 'content');
// Each test runs the scripts, a Node process each that opens the database: seconds apiece, more on a busy machine.
const SCRIPTS_TIMEOUT = 180_000;
const SCHOOL_FILES = readdirSync(join(CONTENT_DIR, 'schools'))
  .filter((name) => name.endsWith('.json'))
  .sort();
const jsonIn = (dir: string) =>
  readdirSync(join(CONTENT_DIR, dir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${dir}/${name}`);
/** The site-wide documents of the demo catalogue, as the database keeps them. */
const DOCUMENT_FILES = [
  'company.json',
  'places.json',
  'rates.json',
  ...jsonIn('holidays'),
  ...jsonIn('visa'),
  ...jsonIn('seo'),
].sort();

describe.each(testDatabases)('the catalogue import and export on $kind', (database) => {
  let handle: TestDatabaseHandle;
  let temp: string;
  const where = () => (handle.databaseUrl ? { DATABASE_URL: handle.databaseUrl } : { PGLITE_DIR: handle.dataDir! });
  /** Runs an npm script's command with this process's Node against the suite's database. */
  const run = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, [...npmScriptArgs(script), ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: '', CONTENT_DIR, ...where() },
    });
  /** Reads the database between runs (PGlite's folder is one process's at a time). */
  const inDatabase = async <T>(read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) => {
    const opened = await openDatabase({ url: handle.databaseUrl, dataDir: handle.dataDir });
    try {
      return await read(opened.db);
    } finally {
      await opened.close();
    }
  };

  beforeAll(async () => {
    temp = mkdtempSync(join(tmpdir(), 'linguatrips-catalogue-'));
    // A folder (PGlite) or database the scripts can open too: the run's template, which the demo
    // catalogue's seed then replaces (its schools leave with the fixture's content).
    handle = await database.create();
    await inDatabase(async (db) => {
      await migrateDatabase(db);
      expect((await seedCatalogue(db, loadContent(CONTENT_DIR))).schools).toBe(SCHOOL_FILES.length);
    });
  });
  afterAll(async () => {
    await handle?.drop();
    rmSync(temp, { recursive: true, force: true });
  });

  it(
    'exports the demo catalogue as the very files it was seeded from',
    () => {
      const exported = run('catalogue:export', join(temp, 'export'));
      expect(exported.status, exported.stderr).toBe(0);
      expect(exported.stdout).toContain(`${SCHOOL_FILES.length} school files written`);
      expect(readdirSync(join(temp, 'export', 'schools')).sort()).toEqual(SCHOOL_FILES);
      for (const name of SCHOOL_FILES)
        expect(readFileSync(join(temp, 'export', 'schools', name), 'utf8'), name).toBe(
          readFileSync(join(CONTENT_DIR, 'schools', name), 'utf8'),
        );
      expect(exported.stdout).toContain(`${DOCUMENT_FILES.length} site-wide documents written`);
      for (const file of DOCUMENT_FILES)
        expect(readFileSync(join(temp, 'export', file), 'utf8'), file).toBe(
          readFileSync(join(CONTENT_DIR, file), 'utf8'),
        );
    },
    SCRIPTS_TIMEOUT,
  );

  it(
    'imports the export back without changing anything',
    async () => {
      const imported = run('catalogue:import', join(temp, 'export'));
      expect(imported.status, imported.stderr).toBe(0);
      expect(imported.stdout).toContain(
        `0 of ${SCHOOL_FILES.length} schools changed, 0 of ${DOCUMENT_FILES.length} documents changed`,
      );
      expect(await inDatabase((db) => db.select().from(schoolVersions))).toEqual([]);
      expect(await inDatabase((db) => db.select().from(catalogueDocumentEdits))).toEqual([]);
    },
    SCRIPTS_TIMEOUT,
  );

  it(
    'refuses a broken import whole, naming every error by file and field',
    async () => {
      const broken = join(temp, 'broken');
      mkdirSync(broken);
      const [first, second, third] = SCHOOL_FILES as [string, string, string];
      const edit = (name: string, change: (school: Record<string, unknown>) => void) => {
        const school = JSON.parse(readFileSync(join(CONTENT_DIR, 'schools', name), 'utf8')) as Record<string, unknown>;
        change(school);
        writeFileSync(join(broken, name), `${JSON.stringify(school, null, 2)}\n`);
      };
      // A good change that must not be applied, because other files are wrong.
      edit(first, (school) => {
        school.popularity = 4242;
      });
      edit(second, (school) => {
        school.currency = 'euro';
        delete school.nameEn;
      });
      edit(third, (school) => {
        school.city = 'atlantis';
      });
      writeFileSync(join(broken, 'not-json.json'), '{ "id": 1,');
      const before = await inDatabase((db) => db.select().from(schools).orderBy(asc(schools.id)));

      const imported = run('catalogue:import', broken);
      expect(imported.status).toBe(1);
      const lines = imported.stderr.trim().split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${second}: nameEn: is required$`)),
          expect.stringMatching(new RegExp(`^${second}: currency: `)),
          expect.stringMatching(new RegExp(`^${third}: city: 'atlantis' is not a city of `)),
          expect.stringMatching(/^not-json\.json: \(file\): /),
          expect.stringMatching(/errors; nothing was changed$/),
        ]),
      );
      expect(lines.some((line) => line.startsWith(first))).toBe(false);
      expect(await inDatabase((db) => db.select().from(schools).orderBy(asc(schools.id)))).toEqual(before);
      expect(await inDatabase((db) => db.select().from(schoolVersions))).toEqual([]);
    },
    SCRIPTS_TIMEOUT,
  );

  it(
    'refuses a content folder with broken documents whole, naming every error by file and field',
    async () => {
      const folder = join(temp, 'broken-documents');
      cpSync(join(temp, 'export'), folder, { recursive: true });
      const rewrite = (file: string, change: (doc: Record<string, unknown>) => void) => {
        const doc = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>;
        change(doc);
        writeFileSync(join(folder, file), `${JSON.stringify(doc, null, 2)}\n`);
      };
      // A good change that must not be applied.
      rewrite('rates.json', (rates) => {
        rates.date = '2031-01-01';
      });
      rewrite('holidays/malta.json', (malta) => {
        malta.holidays = { ...(malta.holidays as object), Bad_Key: { en: 'Bad' } };
      });
      rewrite('places.json', (places) => {
        places.languages = [];
      });
      writeFileSync(join(folder, 'visa', 'malta.json'), '{ "country": ');
      rewrite('company.json', (company) => {
        company.confirmationWorkingDays = 0;
        company.team = [];
      });
      const before = await inDatabase((db) =>
        db.select().from(catalogueDocuments).orderBy(asc(catalogueDocuments.key)),
      );

      const imported = run('catalogue:import', folder);
      expect(imported.status).toBe(1);
      const lines = imported.stderr.trim().split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^places\.json: languages: /),
          expect.stringMatching(/^holidays\/malta\.json: holidays\.Bad_Key: /),
          expect.stringMatching(/^visa\/malta\.json: \(file\): /),
          'company.json: confirmationWorkingDays: must be 1 to 10 working days',
          'company.json: team: must list at least one person',
          expect.stringMatching(/errors; nothing was changed$/),
        ]),
      );
      expect(lines.some((line) => line.startsWith('rates.json'))).toBe(false);
      expect(
        await inDatabase((db) => db.select().from(catalogueDocuments).orderBy(asc(catalogueDocuments.key))),
      ).toEqual(before);
      expect(await inDatabase((db) => db.select().from(catalogueDocumentEdits))).toEqual([]);
    },
    SCRIPTS_TIMEOUT,
  );

  it(
    'imports a changed holiday name as an edit the seed then keeps, and exports it',
    async () => {
      const folder = join(temp, 'renamed');
      cpSync(join(temp, 'export'), folder, { recursive: true });
      const file = join(folder, 'holidays', 'malta.json');
      const malta = JSON.parse(readFileSync(file, 'utf8')) as { holidays: Record<string, { en: string }> };
      const [key] = Object.keys(malta.holidays);
      malta.holidays[key!]!.en = 'Renamed by an import';
      const text = `${JSON.stringify(malta, null, 2)}\n`;
      writeFileSync(file, text);
      const imported = run('catalogue:import', folder);
      expect(imported.status, imported.stderr).toBe(0);
      expect(imported.stdout).toContain('holidays/malta.json: changed');
      expect(imported.stdout).toContain(`1 of ${DOCUMENT_FILES.length} documents changed`);
      const edits = await inDatabase((db) => db.select().from(catalogueDocumentEdits));
      expect(edits.map((edit) => [edit.key, edit.author, edit.changes])).toEqual([
        [
          'holidays/malta',
          'npm run catalogue:import',
          [{ path: `holidays.${key!}.en`, before: expect.any(String), after: 'Renamed by an import' }],
        ],
      ]);
      const exported = run('catalogue:export', join(temp, 'renamed-export'));
      expect(exported.status, exported.stderr).toBe(0);
      expect(readFileSync(join(temp, 'renamed-export', 'holidays', 'malta.json'), 'utf8')).toBe(text);
      // The demo content seeded again leaves the imported holidays alone.
      await inDatabase(async (db) => {
        const content = loadContent(CONTENT_DIR);
        await seedCatalogue(db, { ...content, rates: { ...content.rates, date: '2030-01-01' } });
      });
      const again = run('catalogue:export', join(temp, 'seeded-export'));
      expect(again.status, again.stderr).toBe(0);
      expect(readFileSync(join(temp, 'seeded-export', 'holidays', 'malta.json'), 'utf8')).toBe(text);
    },
    SCRIPTS_TIMEOUT,
  );

  it(
    'imports changed company facts as an edit, which the export writes and the seed then keeps',
    async () => {
      const folder = join(temp, 'company');
      cpSync(join(temp, 'export'), folder, { recursive: true });
      const file = join(folder, 'company.json');
      const text = readFileSync(file, 'utf8').replace('"confirmationWorkingDays": 1', '"confirmationWorkingDays": 2');
      writeFileSync(file, text);
      const imported = run('catalogue:import', folder);
      expect(imported.status, imported.stderr).toBe(0);
      expect(imported.stdout).toContain('company.json: changed');
      const edits = await inDatabase((db) =>
        db.select().from(catalogueDocumentEdits).where(eq(catalogueDocumentEdits.key, 'company')),
      );
      expect(edits.map((edit) => [edit.author, edit.changes])).toEqual([
        ['npm run catalogue:import', [{ path: 'confirmationWorkingDays', before: 1, after: 2 }]],
      ]);
      await inDatabase(async (db) => {
        const content = loadContent(CONTENT_DIR);
        await seedCatalogue(db, { ...content, rates: { ...content.rates, date: '2031-01-01' } });
      });
      const exported = run('catalogue:export', join(temp, 'company-export'));
      expect(exported.status, exported.stderr).toBe(0);
      expect(readFileSync(join(temp, 'company-export', 'company.json'), 'utf8')).toBe(text);
    },
    SCRIPTS_TIMEOUT,
  );

  it(
    'records an import as a version, and exports what was imported',
    async () => {
      const name = SCHOOL_FILES[0]!;
      const one = join(temp, 'one', name);
      mkdirSync(join(temp, 'one'));
      cpSync(join(CONTENT_DIR, 'schools', name), one);
      const school = JSON.parse(readFileSync(one, 'utf8')) as { id: number; popularity: number };
      const text = `${JSON.stringify({ ...school, popularity: school.popularity + 1 }, null, 2)}\n`;
      writeFileSync(one, text);

      const imported = run('catalogue:import', one);
      expect(imported.status, imported.stderr).toBe(0);
      expect(imported.stdout).toContain(`changed (school ${school.id}, version 2)`);
      const versions = await inDatabase((db) =>
        db
          .select()
          .from(schoolVersions)
          .where(eq(schoolVersions.schoolId, school.id))
          .orderBy(asc(schoolVersions.version)),
      );
      expect(versions.map((version) => [version.version, version.kind, version.author, version.changes])).toEqual([
        [1, 'seed', 'content/ (seed)', []],
        [
          2,
          'import',
          'npm run catalogue:import',
          [{ path: 'popularity', before: school.popularity, after: school.popularity + 1 }],
        ],
      ]);
      const exported = run('catalogue:export', join(temp, 'again'));
      expect(exported.status, exported.stderr).toBe(0);
      expect(readFileSync(join(temp, 'again', 'schools', name), 'utf8')).toBe(text);
    },
    SCRIPTS_TIMEOUT,
  );
});

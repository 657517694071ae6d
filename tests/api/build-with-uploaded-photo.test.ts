import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueEditor, createCataloguePhotoEditor } from '#server/catalogue/index.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { seedCatalogue } from '#server/catalogue/seed-catalogue.ts';
import { migrateDatabase } from '#server/db/migrate-database.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { loadConfig } from '#server/config/env.ts';
import { startServer } from '#server/start-server.ts';
import { copyFixtureContent } from './support/fixture-content.ts';

const root = resolve(import.meta.dirname, '../..');
const SCHOOL = 101;
const PAGE = ['english', 'malta', 'st_julians', 'harbour_view_english', 'index.html'];

// A photo uploaded in the office and published reaches the built pages: `npm run build` on the
// database it was uploaded to, or reading the catalogue from a running API on it, writes its files
// into the build and the school page links them, with the alt text in the page's culture. The
// fixture catalogue (three schools) builds in half a minute.
describe('npm run build with a photo uploaded in the office', () => {
  let dir: string;
  let content: ReturnType<typeof copyFixtureContent>;
  let hash: string;
  beforeAll(async () => {
    // The fixture catalogue with the real visa help of its countries that have one, which the country pages show.
    content = copyFixtureContent();
    mkdirSync(join(content.dir, 'visa'));
    for (const country of ['malta', 'united_kingdom'])
      cpSync(join(root, 'content', 'visa', `${country}.json`), join(content.dir, 'visa', `${country}.json`));
    dir = mkdtempSync(join(tmpdir(), 'build-uploaded-photo-'));
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    try {
      await migrateDatabase(database.db);
      await seedCatalogue(database.db, loadContent(content.dir));
      const editor = createCatalogueEditor({ db: database.db, contentDir: content.dir });
      const photos = createCataloguePhotoEditor({ db: database.db, editor });
      const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1b6b8f' } })
        .jpeg()
        .toBuffer();
      const by = { staffId: null, author: 'build test' };
      const outcome = await photos.edit(
        SCHOOL,
        { kind: 'school' },
        { kind: 'replace', at: 0, bytes, alt: { en: 'The blue harbour front', de: 'Die blaue Hafenfront' } },
        by,
      );
      if (outcome.kind !== 'saved') throw new Error(JSON.stringify(outcome));
      hash = outcome.hash!;
      expect((await editor.publish(SCHOOL, by)).kind).toBe('published');
    } finally {
      await database.close();
    }
  });
  afterAll(() => {
    content?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes the photo into the build and shows it as the header with its alt text in each culture', async () => {
    const outDir = join(dir, 'dist');
    const build = await promisify(execFile)(
      process.execPath,
      [join(root, 'scripts', 'build.ts'), '--out-dir', outDir, '--no-photos', '--no-precompress'],
      {
        cwd: root,
        env: {
          ...process.env,
          CONTENT_DIR: content.dir,
          PGLITE_DIR: join(dir, 'pglite'),
          DATABASE_URL: '',
          CATALOGUE_API_URL: '',
        },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(build.stdout).toContain('catalogue photos: 1 uploaded photos shown by the published schools');
    for (const file of ['uploaded.webp', 'uploaded-1200.jpg', 'uploaded-800.webp', 'uploaded-thumb@3x.jpg'])
      expect(existsSync(join(outDir, 'client', 'photos', 'h', hash, 'schools', file)), file).toBe(true);
    const page = (culture: string) => readFileSync(join(outDir, 'client', culture, ...PAGE), 'utf8');
    const german = page('de');
    expect(german).toContain(`/photos/h/${hash}/schools/uploaded-1200.jpg`);
    expect(german).toMatch(/<img[^>]*alt="Die blaue Hafenfront"/);
    expect(page('fr')).toMatch(/<img[^>]*alt="The blue harbour front"/);
  }, 600_000);

  it('writes it too when the build reads the catalogue from a running API (a publish’s rebuild)', async () => {
    const config = loadConfig({ ENVIRONMENT_NAME: 'test', RATE_LIMITS: 'off', CONTENT_DIR: content.dir });
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: join(dir, 'pglite'),
      contentDir: content.dir,
      config,
    });
    try {
      const outDir = join(dir, 'dist-from-api');
      const localDatabase = join(dir, 'no-database');
      const build = await promisify(execFile)(
        process.execPath,
        [join(root, 'scripts', 'build.ts'), '--out-dir', outDir, '--no-photos', '--no-precompress'],
        {
          cwd: root,
          env: {
            ...process.env,
            CATALOGUE_API_URL: server.url,
            CONTENT_DIR: content.dir,
            PGLITE_DIR: localDatabase,
            DATABASE_URL: '',
          },
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      expect(build.stdout).toContain('catalogue photos: 1 uploaded photos shown by the published schools');
      expect(existsSync(localDatabase)).toBe(false);
      const built = readFileSync(join(outDir, 'client', 'photos', 'h', hash, 'schools', 'uploaded-1200.jpg'));
      const served = Buffer.from(
        await (await fetch(`${server.url}/photos/h/${hash}/schools/uploaded-1200.jpg`)).arrayBuffer(),
      );
      expect(built.equals(served)).toBe(true);
      expect(readFileSync(join(outDir, 'client', 'de', ...PAGE), 'utf8')).toMatch(
        /<img[^>]*alt="Die blaue Hafenfront"/,
      );
    } finally {
      await server.close();
    }
  }, 600_000);
});

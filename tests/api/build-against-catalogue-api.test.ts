import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixtureContent } from './support/fixture-content.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const root = resolve(import.meta.dirname, '../..');

// A scheduled rebuild on a build machine that has no database of its own: `npm run build` with
// CATALOGUE_API_URL renders every page from a running deployment's API over HTTP. The whole
// build runs here against the real API server (the fixture catalogue, three schools, so it takes
// a minute rather than the demo's several); catalogue-client-over-http.test.ts checks each read.
describe('npm run build against a running API (CATALOGUE_API_URL)', () => {
  let api: TestApi;
  let dir: string;
  let content: ReturnType<typeof copyFixtureContent>;
  beforeAll(async () => {
    // The fixture catalogue (Malta, the United Kingdom, Spain) with the real visa help of its
    // countries that have one, which the country pages show.
    content = copyFixtureContent();
    mkdirSync(join(content.dir, 'visa'));
    for (const country of ['malta', 'united_kingdom'])
      cpSync(join(root, 'content', 'visa', `${country}.json`), join(content.dir, 'visa', `${country}.json`));
    api = await startTestApi(testDatabases[0]!, { contentDir: content.dir });
    dir = mkdtempSync(join(tmpdir(), 'build-against-api-'));
  });
  afterAll(async () => {
    await api?.close();
    content?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('builds every culture’s school pages from the API, opening no database of its own', async () => {
    const outDir = join(dir, 'dist');
    const localDatabase = join(dir, 'pglite');
    // Asynchronously: the API answering the build runs in this process.
    const build = await promisify(execFile)(
      process.execPath,
      [join(root, 'scripts', 'build.ts'), '--out-dir', outDir, '--no-photos', '--no-precompress'],
      {
        cwd: root,
        env: {
          ...process.env,
          CATALOGUE_API_URL: api.baseUrl,
          CONTENT_DIR: content.dir,
          PGLITE_DIR: localDatabase,
          DATABASE_URL: '',
        },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(build.stdout).toContain('Built ');
    // Nothing seeded or opened locally: the pages' data can only have come from the API.
    expect(existsSync(localDatabase)).toBe(false);
    const pages = readdirSync(join(outDir, 'client'), { recursive: true }).filter((path) =>
      String(path).endsWith('index.html'),
    );
    expect(pages.length).toBeGreaterThan(8 * 3);
    for (const culture of ['en', 'ru']) {
      const school = readFileSync(
        join(outDir, 'client', culture, 'english', 'malta', 'st_julians', 'harbour_view_english', 'index.html'),
        'utf8',
      );
      expect(school).toContain('Harbour View English School');
    }
    expect(readFileSync(join(outDir, 'client', 'en', 'index.html'), 'utf8')).toContain('Harbour View');
  }, 600_000);
});

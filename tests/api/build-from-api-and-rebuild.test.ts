import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { catalogueBuildKey } from '#server/http/catalogue-build-key.ts';
import { createStaffService } from '#server/staff/create-staff-service.ts';
import { startServer, type RunningServer } from '#server/start-server.ts';
import { copyFixtureContent } from './support/fixture-content.ts';
import { cookieFrom, STAFF_PASSWORD } from './support/start-staff-test-api.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

const root = resolve(import.meta.dirname, '../..');
const SCHOOL_ID = 101;
const SCHOOL_PAGE = 'en/english/malta/st_julians/harbour_view_english/index.html';
const OTHER_SCHOOL_PAGE = 'en/english/united_kingdom/london/thames_bridge_academy/index.html';
const SEARCH_PAGE = 'en/english/malta/index.html';

// A build machine with no database of its own: `npm run build` with CATALOGUE_API_URL renders
// every page from a running deployment's API over HTTP (the fixture catalogue, three schools;
// catalogue-client-over-http.test.ts checks each read). Then publishing in the catalogue office
// rebuilds the pages the change touches, on the instance that
// runs the rebuilds (PUBLISH_REBUILD=on): the school's pages and the searches that list it are
// rendered again from the API, every other file is kept from the served build, and the served
// folder switches. On PostgreSQL when the run has one (its NOTIFY reaches the listening
// connection from another), else on PGlite. The read limit is one request a minute: the builds'
// hundreds of reads carry the build key, which the limits let through.
describe('builds from a running API, and the pages a publish touches are rebuilt', () => {
  const database = testDatabases.at(-1)!;
  let handle: TestDatabaseHandle;
  let server: RunningServer;
  let dir: string;
  let distDir: string;
  let content: ReturnType<typeof copyFixtureContent>;
  const config = loadConfig({
    ENVIRONMENT_NAME: 'test',
    PUBLISH_REBUILD: 'on',
    RATE_LIMITS: 'on',
    RATE_LIMIT_READ_PER_IP: '1/1m',
  });

  beforeAll(async () => {
    // The fixture catalogue with the visa help its countries' pages show.
    content = copyFixtureContent();
    mkdirSync(join(content.dir, 'visa'));
    for (const country of ['malta', 'united_kingdom'])
      cpSync(join(root, 'content', 'visa', `${country}.json`), join(content.dir, 'visa', `${country}.json`));
    handle = await database.create({ empty: true });
    dir = mkdtempSync(join(tmpdir(), 'publish-rebuild-'));
    distDir = join(dir, 'dist');
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: handle.databaseUrl,
      dataDir: handle.dataDir,
      contentDir: content.dir,
      distDir,
      config: { ...config, outboxDir: join(dir, 'outbox') },
      mailWorker: false,
      chatSweep: false,
      reviewInvitationSweepMs: 0,
      metricsPort: undefined,
    });
    // The first build, as an operator's build machine makes it from the running API.
    build = await promisify(execFile)(
      process.execPath,
      [join(root, 'scripts', 'build.ts'), '--out-dir', distDir, '--no-photos'],
      {
        cwd: root,
        env: {
          ...process.env,
          CONTENT_DIR: content.dir,
          PGLITE_DIR: join(dir, 'pglite'),
          DATABASE_URL: '',
          CATALOGUE_API_URL: server.url,
          CATALOGUE_API_TOKEN: catalogueBuildKey(config),
        },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  }, 600_000);
  afterAll(async () => {
    await server?.close();
    await handle?.drop();
    content?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  let build: { stdout: string };
  const served = () => realpathSync(distDir);

  it('builds every culture’s pages from the API, opening no database of its own', () => {
    expect(build.stdout).toContain('Built ');
    // Nothing seeded or opened locally: the pages' data can only have come from the API.
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
    const pages = readdirSync(join(distDir, 'client'), { recursive: true }).filter((path) =>
      String(path).endsWith('index.html'),
    );
    expect(pages.length).toBeGreaterThan(8 * 3);
    for (const culture of ['en', 'ru'])
      expect(readFileSync(join(distDir, 'client', SCHOOL_PAGE.replace('en/', `${culture}/`)), 'utf8')).toContain(
        'Harbour View English School',
      );
    expect(readFileSync(join(distDir, 'client', 'en', 'index.html'), 'utf8')).toContain('Harbour View');
  });

  const totalOn = (html: string) => /data-testid="cart-total"[^>]*>([^<]+)</.exec(html)?.[1];

  // How soon a publish is live is bench:publish's to measure; here, that it happens and what it touches.
  it('renders the school’s pages and its searches again after a publish, and keeps every other file', async () => {
    const before = served();
    const page = (build: string, path: string) => readFileSync(join(build, 'client', path), 'utf8');
    const oldTotal = totalOn(page(before, SCHOOL_PAGE));
    expect(oldTotal).toBeDefined();

    const staff = createStaffService({ db: server.db, config, clock: () => new Date(), mails: { current: undefined } });
    const added = await staff.add(
      { email: 'editor@linguatrips.test', name: 'editor', role: 'content-editor' },
      { actor: null, ip: '127.0.0.1', password: STAFF_PASSWORD, invite: false },
    );
    expect(added.kind).toBe('added');
    const send = (path: string, method: string, body?: unknown, cookie?: string) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: {
          origin: server.url,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const cookie = cookieFrom(
      await send('/api/auth/sign-in', 'POST', { email: 'editor@linguatrips.test', password: STAFF_PASSWORD }),
    );
    const draft = await send(
      `/api/office/catalogue/schools/${SCHOOL_ID}/draft`,
      'PATCH',
      { fees: { registration: 95 } },
      cookie,
    );
    expect(draft.status).toBe(200);
    expect((await send(`/api/office/catalogue/schools/${SCHOOL_ID}/publish`, 'POST', undefined, cookie)).status).toBe(
      200,
    );

    await expect.poll(served, { timeout: 240_000, interval: 250 }).not.toBe(before);
    const after = served();
    await server.pageRebuilds!.idle();

    // The registration fee is in the opening cart's total: 25 more, in the served page too.
    const newTotal = totalOn(page(after, SCHOOL_PAGE));
    expect(newTotal).not.toBe(oldTotal);
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    expect(amount(newTotal!) - amount(oldTotal!)).toBe(25);
    expect(totalOn(await (await fetch(`${server.url}/${SCHOOL_PAGE.replace('index.html', '')}`)).text())).toBe(
      newTotal,
    );

    // Rendered again: the school's pages and the searches of its place; kept (the same file): the rest.
    const inode = (build: string, path: string) => statSync(join(build, 'client', path)).ino;
    expect(inode(after, SCHOOL_PAGE)).not.toBe(inode(before, SCHOOL_PAGE));
    expect(inode(after, SEARCH_PAGE)).not.toBe(inode(before, SEARCH_PAGE));
    expect(inode(after, OTHER_SCHOOL_PAGE)).toBe(inode(before, OTHER_SCHOOL_PAGE));
    expect(inode(after, 'sitemap-0.xml')).toBe(inode(before, 'sitemap-0.xml'));
    const files = (build: string) => readdirSync(join(build, 'client'), { recursive: true }).map(String).sort();
    expect(files(after)).toEqual(files(before));
  }, 300_000);
});

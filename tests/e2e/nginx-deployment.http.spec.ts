// Issue 16 item 1: the reference deployment of deploy/nginx, run here. nginx (as this user, in a
// temporary prefix) serves the built dist/client/ and balances the API and the on-demand pages
// over two instances of the real server (src/server/main.ts) on one fresh PostgreSQL database and
// one Redis. It answers the built files with the Node server's headers; a booking goes through
// it; then one instance is killed and search, prices, pages and bookings keep working through the
// other. Under CI=true a missing nginx, PostgreSQL or Redis fails the run (nginx-binary.ts,
// required-services.ts).
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startNginx, type RunningNginx } from '../../scripts/deploy/start-nginx.ts';
import { testDatabases, type TestDatabaseHandle } from '../api/support/test-databases.ts';
import { nginxBinary } from '../support/nginx-binary.ts';
import { keysUnder, testRedisUrl, uniqueKeyPrefix } from '../support/test-redis.ts';
import { freshBookingForm, postBookingSlowly, SCHOOL, visitorContact } from './support/booking-form-post.ts';
import { freePort } from './support/free-port.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

const { nginx, brotliModule } = nginxBinary();
const postgres = testDatabases.find((database) => database.kind === 'postgres');
const distDir = resolve('dist');

/** The headers the two servers must agree on for a built file. */
const COMPARED = [
  'content-type',
  'content-encoding',
  'cache-control',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
];

/** A GET without decompression: status, headers and the raw bytes' length. */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((done, fail) => {
    const req = request(url, { headers, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** Posts the booking form from a client address of our choice (127.0.0.2), as a visitor behind nginx. */
function postBookingFrom(
  siteUrl: string,
  fields: Record<string, string>,
  localAddress: string,
): Promise<{ status: number; location: string | null }> {
  const body = Buffer.from(new URLSearchParams(fields).toString());
  return new Promise((done, fail) => {
    const req = request(
      `${siteUrl}/en/buy/deposit/${SCHOOL}/`,
      {
        method: 'POST',
        agent: false,
        localAddress,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(body.length),
          origin: siteUrl,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, location: res.headers.location ?? null }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

const firstFile = (folder: string, pattern: RegExp): string => {
  const found = readdirSync(join(distDir, 'client', folder), { recursive: true, encoding: 'utf8' }).find((name) =>
    pattern.test(name),
  );
  if (!found) throw new Error(`no file like ${pattern} under dist/client/${folder}: run npm run build`);
  return `/${folder}/${found.split('\\').join('/')}`;
};

if (nginx && postgres && testRedisUrl) {
  const redisUrl = testRedisUrl;
  test.describe('the reference deployment: nginx in front of two instances on PostgreSQL and Redis', () => {
    test.describe.configure({ mode: 'serial', timeout: 90_000 });
    let handle: TestDatabaseHandle;
    let proxy: RunningNginx | undefined;
    const instances: ServerProcess[] = [];
    const prefix = uniqueKeyPrefix('nginx-deployment');
    let scratch: string | undefined;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      handle = await postgres.create();
      scratch = mkdtempSync(join(tmpdir(), 'linguatrips-nginx-deployment-'));
      const env = {
        DATABASE_URL: handle.databaseUrl!,
        REDIS_URL: redisUrl,
        RATE_LIMITS: 'on',
        RATE_LIMIT_KEY_PREFIX: prefix,
        RATE_LIMIT_BOOKING_PER_IP: '50/1m',
        RATE_LIMIT_BOOKING_PER_EMAIL: 'off',
        RATE_LIMIT_READ_PER_IP: 'off',
        // nginx is the one proxy in front: the client is the last X-Forwarded-For entry.
        TRUST_PROXY: '1',
        OUTBOX_DIR: join(scratch, 'outbox'),
      };
      const [portA, portB, port] = await Promise.all([freePort(), freePort(), freePort()]);
      // One at a time: both would migrate and seed the fresh database (an advisory lock makes
      // that safe), but the second start is quicker on a migrated one.
      instances.push(await startServerProcess(portA!, env));
      await instances[0]!.waitReady();
      instances.push(await startServerProcess(portB!, env));
      await instances[1]!.waitReady();
      // The site as an operator renders it (npm run deploy:nginx-config), with the instances' settings.
      const siteFile = join(scratch, 'linguatrips.conf');
      execFileSync(
        process.execPath,
        [
          resolve('scripts/deploy-nginx-config.ts'),
          '--listen',
          `127.0.0.1:${port}`,
          '--upstream',
          `127.0.0.1:${portA}`,
          '--upstream',
          `127.0.0.1:${portB}`,
          '--dist',
          distDir,
          '--brotli',
          brotliModule ? 'on' : 'off',
          '--out',
          siteFile,
        ],
        { env: { ...process.env, ENVIRONMENT_NAME: 'test', ...env }, stdio: 'pipe' },
      );
      const site = readFileSync(siteFile, 'utf8');
      expect(site).toContain(`root ${join(distDir, 'client')};`);
      proxy = await startNginx(nginx, port!, site, brotliModule);
    });

    test.afterAll(async () => {
      await proxy?.stop();
      for (const server of instances) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(instances.map((server) => server.exited));
      await handle?.drop();
      await keysUnder(redisUrl, prefix, true);
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    });

    test("answers the built files with the Node server's headers, precompressed, and compresses the API's JSON", async () => {
      const paths = [
        '/en/',
        '/ru/english/',
        '/en/english/malta/st_julians/harbour_english_academy_st_julians/',
        '/robots.txt',
        '/sitemap-index.xml',
        '/favicon.svg',
        '/404.html',
        firstFile('_astro', /\.css$/),
        firstFile('_astro', /\.js$/),
        firstFile('photos/h', /\.webp$/),
        '/photos/avatar.webp',
        firstFile('files', /\.pdf$/),
      ];
      const encodings = [brotliModule ? 'br, gzip' : 'gzip', 'gzip', 'identity'];
      for (const path of paths) {
        for (const encoding of encodings) {
          const [viaNginx, viaNode] = await Promise.all([
            get(`${proxy!.url}${path}`, { 'accept-encoding': encoding }),
            get(`${instances[0]!.url}${path}`, { 'accept-encoding': encoding }),
          ]);
          expect(viaNginx.status, `${path} (${encoding})`).toBe(200);
          expect(viaNode.status, `${path} (${encoding})`).toBe(200);
          const pick = (headers: Record<string, string | string[] | undefined>) =>
            Object.fromEntries(COMPARED.map((name) => [name, headers[name]]));
          expect(pick(viaNginx.headers), `${path} (${encoding})`).toEqual(pick(viaNode.headers));
          expect(viaNginx.bytes, `${path} (${encoding}): the same file`).toBe(viaNode.bytes);
        }
      }
      // The precompressed siblings, as the build wrote them.
      expect((await get(`${proxy!.url}/en/`, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
      if (brotliModule)
        expect((await get(`${proxy!.url}/en/`, { 'accept-encoding': 'br, gzip' })).headers['content-encoding']).toBe(
          'br',
        );
      // A folder without its slash, and what is not a file, are the Node server's answers.
      const unslashed = await get(`${proxy!.url}/en/english`);
      expect(unslashed.status).toBe(301);
      expect(unslashed.headers.location).toBe('/en/english/');
      expect((await get(`${proxy!.url}/en/no-such-page/`)).status).toBe(404);
      expect((await get(`${proxy!.url}/_headers`)).status).toBe(404);
      // The API's JSON has no sibling on disk: nginx compresses it; the Node server sends it as it is.
      const prices = '/api/school/calculate/?s.id=1&culture=en&c.w=112&c.weeks=6&c.s=2027-06-28';
      const [apiViaNginx, apiViaNode] = await Promise.all([
        get(`${proxy!.url}${prices}`, { 'accept-encoding': 'gzip' }),
        get(`${instances[0]!.url}${prices}`, { 'accept-encoding': 'gzip' }),
      ]);
      expect(apiViaNginx.status).toBe(200);
      expect(apiViaNginx.headers['content-encoding']).toBe('gzip');
      expect(apiViaNode.headers['content-encoding']).toBeUndefined();
      expect(apiViaNginx.bytes).toBeLessThan(apiViaNode.bytes);
      expect(apiViaNginx.headers['content-security-policy']).toBe(apiViaNode.headers['content-security-policy']);
    });

    test('books through nginx; with one instance killed, search, prices, pages and bookings keep working through the other', async () => {
      const bookingsStored = async () => {
        const client = new pg.Client({ connectionString: handle.databaseUrl });
        await client.connect();
        try {
          return Number((await client.query<{ n: string }>('select count(*) as n from bookings')).rows[0]!.n);
        } finally {
          await client.end();
        }
      };
      const site = proxy!.url;
      const book = async (n: number) => {
        const form = await freshBookingForm(site);
        const booked = await postBookingFrom(site, { ...form, ...visitorContact(n), token: randomUUID() }, '127.0.0.2');
        expect(booked.status, `booking ${n}`).toBe(303);
        expect(booked.location).toMatch(/^\/en\/booking\//);
        expect((await fetch(`${site}${booked.location}`)).status, `booking ${n}'s page`).toBe(200);
      };
      const works = async (round: number) => {
        const search = await fetch(`${site}/api/search/findschools/?culture=en&language=english`, {
          headers: { 'x-request-id': 'from-the-client-0001' },
        });
        expect(search.status, `search, round ${round}`).toBe(200);
        // nginx's own request id replaced the client's, and the instance sent it back (issue 16's request log).
        expect(search.headers.get('x-request-id'), `request id, round ${round}`).toMatch(/^[0-9a-f]{32}$/);
        expect(((await search.json()) as { success: boolean }).success).toBe(true);
        const price = await fetch(`${site}/api/school/calculate/?s.id=1&culture=en&c.w=112&c.weeks=6&c.s=2027-06-28`);
        expect(price.status, `price, round ${round}`).toBe(200);
        expect(((await price.json()) as { success: boolean }).success).toBe(true);
        expect(
          (await fetch(`${site}/en/english/malta/st_julians/harbour_english_academy_st_julians/`)).status,
          `school page, round ${round}`,
        ).toBe(200);
        const searchPage = await fetch(`${site}/en/search/?language=english`, { redirect: 'manual' });
        expect(searchPage.status, `on-demand search redirect, round ${round}`).toBe(303);
      };

      await works(0);
      await book(1);
      // nginx passed the client's address (127.0.0.2, not its own) and the instance counted it.
      expect(await keysUnder(redisUrl, prefix)).toContain(`${prefix}:booking:ip:127.0.0.2`);

      // A booking whose body is still arriving when an instance dies: nginx reads the whole body
      // before it picks an instance (proxy_request_buffering), so it goes to the live one.
      const slow = postBookingSlowly(
        site,
        { ...(await freshBookingForm(site)), ...visitorContact(99), token: randomUUID() },
        1_500,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [killed] = instances;
      killed!.child.kill('SIGKILL');
      await killed!.exited;
      expect(await slow).toMatchObject({ status: 303, location: expect.stringMatching(/^\/en\/booking\//) });
      // Round robin would send every other request to the dead instance: each is retried on the
      // live one (a refused connection), and after the first failure nginx leaves it alone.
      for (let round = 1; round <= 4; round += 1) {
        await works(round);
        await book(1 + round);
      }
      expect(await bookingsStored()).toBe(6);
      expect(proxy!.errors()).toMatch(/connect\(\) failed \(111: Connection refused\) while connecting to upstream/);
      expect(instances[1]!.child.exitCode).toBeNull();
    });
  });
}

// `npm run bench:publish -- --schools 2000`: how soon a price published in the catalogue office is
// on the school's pages, against a whole build of the same catalogue in the same run (the control:
// what a publish cost before pages followed it). Generates the catalogue into a temporary folder,
// builds it whole (photos skipped) against a temporary PGlite database, serves it with the
// rebuilds on (PUBLISH_REBUILD), then, as a content editor over HTTP, raises one school's
// registration fee and publishes, and times until every culture's page of that school, as served,
// shows the new total. `--keep` leaves the temporary folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CULTURES } from '#domain/culture.ts';
import { loadConfig } from '#server/config/env.ts';
import { createStaffService } from '#server/staff/create-staff-service.ts';
import { startServer } from '#server/start-server.ts';
import { createLogger } from '#server/observability/create-logger.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const TARGET_SECONDS = 60;
const benchmark = recordBenchmark(
  'bench:publish',
  `a whole build of the same catalogue in the same run; target: a published price live on the school's pages in ≤ ${TARGET_SECONDS} s at 2,000 schools.`,
);

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { schools: { type: 'string', default: '2000' }, keep: { type: 'boolean', default: false } },
});
const schools = Number(values.schools);
if (!Number.isInteger(schools) || schools < 1)
  throw new Error(`--schools must be a whole number, got ${values.schools}`);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Runs a Node child to its end with its output echoed; resolves with its wall time in seconds. */
function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done((performance.now() - started) / 1000)
        : fail(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

const PASSWORD = 'a benchmark passphrase';
const dir = mkdtempSync(join(tmpdir(), 'linguatrips-bench-publish-'));
const loadBefore = load();
try {
  const contentDir = join(dir, 'content');
  generateCatalogue({ contentDir: join(root, 'content'), outDir: contentDir, schools });
  console.log(`bench:publish: ${schools} schools in ${contentDir}; load average ${loadBefore}`);
  const env = { CONTENT_DIR: contentDir, PGLITE_DIR: join(dir, 'pglite') };
  const distDir = join(dir, 'site', 'dist');
  const wholeSeconds = await runNode(['scripts/build.ts', '--out-dir', distDir, '--no-photos'], env);

  const config = loadConfig({
    ...env,
    ENVIRONMENT_NAME: 'test',
    PUBLISH_REBUILD: 'on',
    OUTBOX_DIR: join(dir, 'outbox'),
  });
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: env.PGLITE_DIR,
    contentDir,
    distDir,
    config,
    logger: createLogger({ level: 'warn' }),
    mailWorker: false,
    chatSweep: false,
    reviewInvitationSweepMs: 0,
    metricsPort: undefined,
  });
  try {
    const file = readdirSync(join(contentDir, 'schools')).sort()[Math.floor(schools / 2)]!;
    const school = JSON.parse(readFileSync(join(contentDir, 'schools', file), 'utf8')) as {
      id: number;
      slug: string;
      languages: string[];
      country: string;
      city: string;
      fees: { registration: number };
    };
    const pagePath = (culture: string) =>
      `/${culture}/${school.languages[0]!.toLowerCase()}/${school.country.toLowerCase()}/${school.city.toLowerCase()}/${school.slug}/`;
    const totalOn = async (culture: string) =>
      /data-testid="cart-total"[^>]*>([^<]+)</.exec(
        await (await fetch(`${server.url}${pagePath(culture)}`)).text(),
      )?.[1];
    const before = await Promise.all(CULTURES.map(totalOn));
    if (before.some((total) => total === undefined)) throw new Error(`no cart total on ${pagePath('en')}`);

    const staff = createStaffService({ db: server.db, config, clock: () => new Date(), mails: { current: undefined } });
    await staff.add(
      { email: 'editor@linguatrips.test', name: 'editor', role: 'content-editor' },
      { actor: null, ip: '127.0.0.1', password: PASSWORD, invite: false },
    );
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
    const signedIn = await send('/api/auth/sign-in', 'POST', { email: 'editor@linguatrips.test', password: PASSWORD });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((one) => one.split(';', 1)[0]!)
      .join('; ');
    const patched = await send(
      `/api/office/catalogue/schools/${school.id}/draft`,
      'PATCH',
      { fees: { registration: school.fees.registration + 10 } },
      cookie,
    );
    if (patched.status !== 200) throw new Error(`the draft answered ${patched.status}: ${await patched.text()}`);
    const published = await send(`/api/office/catalogue/schools/${school.id}/publish`, 'POST', undefined, cookie);
    if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${await published.text()}`);
    const publishedAt = performance.now();

    // Every culture's page as served, looked at four times a second, until each shows another total.
    let liveSeconds: number | undefined;
    while (performance.now() - publishedAt < 5 * 60_000) {
      const now = await Promise.all(CULTURES.map(totalOn));
      if (now.every((total, index) => total !== undefined && total !== before[index])) {
        liveSeconds = (performance.now() - publishedAt) / 1000;
        break;
      }
      await new Promise((done) => setTimeout(done, 250));
    }
    const after = await Promise.all(CULTURES.map(totalOn));
    const live = liveSeconds !== undefined && liveSeconds <= TARGET_SECONDS;
    console.log(`
bench:publish — ${schools} generated schools (load average before ${loadBefore}, after ${load()})
  control: whole npm run build (photos skipped)           ${wholeSeconds.toFixed(1)} s
  a published registration fee (+10) on the school's page
    in all ${CULTURES.length} cultures, as served                       ${liveSeconds === undefined ? 'not within 5 minutes' : `${liveSeconds.toFixed(1)} s (${((100 * liveSeconds) / wholeSeconds).toFixed(0)} % of the whole build)`}
    its total before and after (en)                       ${before[0]} → ${after[0]}
  target: live in ≤ ${TARGET_SECONDS} s ${live ? 'met' : 'MISSED'}`);
    benchmark.measured();
    if (!live) process.exitCode = 1;
  } finally {
    await server.close();
  }
} finally {
  if (values.keep) console.log(`kept ${dir}`);
  else if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

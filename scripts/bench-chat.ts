// `npm run bench:chat`: how long a chat message takes to cross between two API instances (issue
// 36: "within a second"). Two instances on one PostgreSQL database (TEST_DATABASE_URL or
// DATABASE_URL; a temporary database, dropped at the end), the visitor's event stream on one and
// the staff member's on the other; each round, a visitor message posted to A is timed until B's
// stream carries it, and a staff reply posted to B until A's stream carries it. The control, in
// the same run: the same message answered by the instance that holds both streams (PGlite alone
// when no server is named: one instance, as a fresh clone runs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/server/config/env.ts';
import { startApi, type StartedApi } from '../src/server/start-server.ts';
import { serveApp, type ServedApp } from '../tests/api/support/serve-app.ts';
import { FIXTURE_CONTENT_DIR } from '../tests/api/support/fixture-content.ts';
import { openChatEvents } from '../tests/api/support/chat-events.ts';
import { cookieFrom } from '../tests/api/support/start-staff-test-api.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark(
  'bench:chat',
  'the same crossing with both streams on one instance, in the same run.',
);
const ROUNDS = 50;
const BUDGET_MS = 1000;
const PASSWORD = 'a long bench passphrase';
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const temp = mkdtempSync(join(tmpdir(), 'bench-chat-'));
const config = loadConfig({ ENVIRONMENT_NAME: 'test' });

interface Instance {
  api: StartedApi;
  served: ServedApp;
}

async function start(database: { databaseUrl?: string; dataDir?: string }): Promise<Instance> {
  const api = await startApi({ ...database, contentDir: FIXTURE_CONTENT_DIR, config });
  return { api, served: await serveApp(api.app) };
}

const post = (base: string, path: string, body: unknown, cookie?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** Median, 95th percentile and maximum of a list of milliseconds. */
function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

/** ROUNDS crossings each way between the visitor's instance and the staff member's. */
async function measure(label: string, visitorSide: Instance, staffSide: Instance): Promise<number> {
  const a = visitorSide.served.baseUrl;
  const b = staffSide.served.baseUrl;
  const email = `bench.${label.replace(/\W/g, '')}@linguatrips.test`;
  const added = await staffSide.api.staff.add(
    { email, name: 'Bench', role: 'manager' },
    { actor: null, ip: '127.0.0.1', password: PASSWORD, invite: false },
  );
  if (added.kind !== 'added') throw new Error(`staff: ${added.kind}`);
  const cookie = cookieFrom(await post(b, '/api/auth/sign-in', { email, password: PASSWORD }));
  const opened = await post(a, '/api/chat/conversations', {
    culture: 'en',
    name: 'Bench visitor',
    email: `visitor.${email}`,
    privacyAgreed: true,
    text: 'first',
  });
  const { token, conversationId } = ((await opened.json()) as { data: { token: string; conversationId: number } }).data;
  const visitor = await openChatEvents(`${a}/api/chat/conversations/${token}/events`);
  const staff = await openChatEvents(`${b}/api/office/chat/events`, { cookie });
  const toStaff: number[] = [];
  const toVisitor: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const question = `question ${round}`;
      let started = performance.now();
      const arrived = staff.next(
        'message',
        (data) => (data as { message: { text: string } }).message.text === question,
      );
      await post(a, `/api/chat/conversations/${token}/messages`, { text: question });
      await arrived;
      toStaff.push(performance.now() - started);
      const answer = `answer ${round}`;
      started = performance.now();
      const back = visitor.next('message', (data) => (data as { message: { text: string } }).message.text === answer);
      await post(b, `/api/office/chat/conversations/${conversationId}/messages`, { text: answer }, cookie);
      await back;
      toVisitor.push(performance.now() - started);
    }
  } finally {
    visitor.close();
    staff.close();
  }
  console.log(`${label}, visitor → staff (${ROUNDS}): ${summary(toStaff)}`);
  console.log(`${label}, staff → visitor (${ROUNDS}): ${summary(toVisitor)}`);
  return Math.max(...toStaff, ...toVisitor);
}

const instances: Instance[] = [];
let failed = false;
try {
  if (serverUrl) {
    const name = `bench_chat_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    try {
      instances.push(await start({ databaseUrl }), await start({ databaseUrl }));
      await measure('control: one instance holds both streams', instances[0]!, instances[0]!);
      const worst = await measure('two instances: visitor on A, staff on B', instances[0]!, instances[1]!);
      if (worst > BUDGET_MS) {
        failed = true;
        console.log(`target missed: a crossing took ${worst.toFixed(0)} ms (budget ${BUDGET_MS} ms)`);
      } else console.log(`every crossing within ${BUDGET_MS} ms`);
    } finally {
      for (const { api, served } of instances.splice(0)) {
        await served.close();
        await api.close();
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    instances.push(await start({ dataDir: join(temp, 'pglite') }));
    await measure(
      'PGlite, one instance (no TEST_DATABASE_URL or DATABASE_URL: two instances not measured)',
      instances[0]!,
      instances[0]!,
    );
  }
  benchmark.measured();
} finally {
  for (const { api, served } of instances) {
    await served.close();
    await api.close();
  }
  rmSync(temp, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

// Start-up against a database that is not there: the process must stop soon, with one line an
// operator can act on (which variable, which server, why), and never print the password. The line
// is the log's JSON (a fatal line on stderr, whatever LOG_LEVEL says); its message is read here.
import { spawn } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));

// A new Node process loads the whole server before it reads its settings; on a machine busy with
// browser journeys that alone can take longer than the default test timeout.
const SPAWNS = { timeout: 120_000 };

/** The messages of the JSON log lines on stderr (an unparsable line fails the test). */
const messages = (stderr: string) =>
  stderr
    .trim()
    .split('\n')
    .map((line) => String((JSON.parse(line) as { msg?: unknown }).msg));

function startMain(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', ENVIRONMENT_NAME: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  return new Promise((done) => child.on('exit', (code) => done({ code, stderr })));
}

describe('starting with an unreachable database', SPAWNS, () => {
  let silent: Server;
  let silentPort: number;
  const held: Socket[] = [];
  let closedPort: number;

  beforeAll(async () => {
    // Accepts connections and never says a word, like a frozen host or a wrong port behind a firewall.
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    silentPort = (silent.address() as AddressInfo).port;
    // A port that was free a moment ago: connections are refused.
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((done) => probe.close(() => done()));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise<void>((done) => silent.close(() => done()));
  });

  it('stops at once on a refused connection, naming DATABASE_URL without its password', async () => {
    const { code, stderr } = await startMain(`postgres://shop:s3cret-pass@127.0.0.1:${closedPort}/linguatrips`);
    expect(code).toBe(1);
    const lines = messages(stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^cannot reach the database at DATABASE_URL=postgres://shop:\\*\\*\\*@127\\.0\\.0\\.1:${closedPort}/linguatrips: .*ECONNREFUSED`,
      ),
    );
    expect(stderr).not.toContain('s3cret-pass');
  });

  // The connect timeout (DATABASE_CONNECT_TIMEOUT_MS, a second here rather than the default five)
  // ends it, as its message says: no timed assertion, which a busy machine would fail; a hang
  // would exceed the test's own timeout.
  it('stops when the database accepts but never answers, saying it timed out', async () => {
    const { code, stderr } = await startMain(`postgres://shop:s3cret-pass@127.0.0.1:${silentPort}/linguatrips`, {
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });
    expect(code).toBe(1);
    expect(messages(stderr)).toHaveLength(1);
    expect(messages(stderr)[0]).toMatch(
      /^cannot reach the database at DATABASE_URL=postgres:\/\/shop:\*\*\*@127\.0\.0\.1:\d+\/linguatrips: .*timeout/i,
    );
    expect(stderr).not.toContain('s3cret-pass');
  });
});

describe('starting in production without BASE_ADDRESS', SPAWNS, () => {
  it('stops at once with one line naming BASE_ADDRESS, before it opens any database', async () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      ENVIRONMENT_NAME: 'test',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    };
    delete env.BASE_ADDRESS;
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.resume();
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(messages(stderr)).toEqual([
      expect.stringMatching(/^invalid environment variable BASE_ADDRESS: is required in production/),
    ]);
  });
});

describe('starting with the retired TRUSTED_PROXIES', SPAWNS, () => {
  it('stops at once with one line saying to set TRUST_PROXY, before it opens any database', async () => {
    const { code, stderr } = await startMain('postgres://nobody@127.0.0.1:1/none', { TRUSTED_PROXIES: '1' });
    expect(code).toBe(1);
    expect(messages(stderr)).toEqual([
      expect.stringMatching(
        /^invalid environment variable TRUSTED_PROXIES: is no longer read: set TRUST_PROXY instead/,
      ),
    ]);
  });
});

// Issue 32 item 7: one process per embedded database. With a real process holding a PGlite folder
// open, a second `npm run staff:add`, `npm run seed` or `npm run serve` on the same PGLITE_DIR stops
// with one line naming the holder and PGLITE_DIR (not WebAssembly's "RuntimeError: Aborted()");
// once the holder has gone, even without a chance to clean up, the folder opens again.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { npmScriptArgs } from './support/npm-script-args.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

const root = resolve(import.meta.dirname, '../..');
const pglite = testDatabases.find((database) => database.kind === 'pglite')!;

/** A process of its own that opens the folder as the server does and keeps it open until its stdin ends. */
function holdFolder(dataDir: string): Promise<ChildProcessWithoutNullStreams> {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(resolve(root, 'src/server/db/open-database.ts'))});
    const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    process.stdout.write('open\\n');
    process.stdin.resume();
    process.stdin.on('end', async () => { await database.close(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '' },
  });
  return new Promise((resolveOpen, reject) => {
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) resolveOpen(child);
    });
    child.on('exit', (code) => reject(new Error(`the holder ended (${code}): ${err}`)));
  });
}

const run = (script: string, args: string[], env: Record<string, string>, input = '') =>
  spawnSync(process.execPath, [...npmScriptArgs(script), ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: '', CONTENT_DIR: FIXTURE_CONTENT_DIR, ...env },
  });

describe('one process per embedded database', () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await pglite.create();
  });
  afterAll(async () => {
    await handle?.drop();
  });

  it('answers a second staff:add, seed or serve on an open folder with one line naming the holder and PGLITE_DIR', async () => {
    const dataDir = handle.dataDir!;
    const holder = await holdFolder(dataDir);
    try {
      const env = { PGLITE_DIR: dataDir };
      const inUse = new RegExp(
        `PGLITE_DIR ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by process ${holder.pid}\\b`,
      );
      const staffAdd = run(
        'staff:add',
        ['--email', 'ada@linguatrips.test', '--role', 'administrator'],
        env,
        'a long enough passphrase\n',
      );
      expect(staffAdd.status).toBe(1);
      expect(staffAdd.stderr.trim().split('\n')).toHaveLength(1);
      expect(staffAdd.stderr).toMatch(inUse);
      expect(staffAdd.stderr).not.toMatch(/Aborted/);
      const seed = run('seed', [], env);
      expect(seed.status).toBe(1);
      expect(seed.stderr.trim().split('\n')).toHaveLength(1);
      expect(seed.stderr).toMatch(inUse);
      const serve = run('serve', [], { ...env, PORT: '0', ENVIRONMENT_NAME: 'test' });
      expect(serve.status).toBe(1);
      expect(serve.stderr.trim().split('\n')).toHaveLength(1);
      expect(serve.stderr).toMatch(inUse);
    } finally {
      holder.stdin.end();
      await new Promise((done) => holder.once('exit', done));
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 120_000);

  it('takes over the lock of a process that died without removing it', () => {
    const dataDir = handle.dataDir!;
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${dataDir}.lock`, `${gone.stdout}\nsrc/server/main.ts\n`);
    const added = run(
      'staff:add',
      ['--email', 'ada@linguatrips.test', '--role', 'administrator'],
      { PGLITE_DIR: dataDir },
      'a long enough passphrase\n',
    );
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});

import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAtomically, buildsDirOf } from '../build-atomically.ts';
import { switchSymlink } from '../switch-symlink.ts';

let dir: string;
let outDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-atomically-'));
  outDir = join(dir, 'dist');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A clock that moves a second a call, so every build gets its own folder name. */
function clock(): () => Date {
  let seconds = 0;
  return () => new Date(Date.UTC(2026, 10, 24, 18, 0, seconds++));
}

/** A pretend build: one page saying which build wrote it. */
const writePage =
  (text: string) =>
  async ({ buildDir }: { buildDir: string }) => {
    mkdirSync(join(buildDir, 'client'), { recursive: true });
    writeFileSync(join(buildDir, 'client', 'index.html'), text);
  };

const served = () => readFileSync(join(outDir, 'client', 'index.html'), 'utf8');
const builds = () =>
  readdirSync(buildsDirOf(outDir))
    .filter((name) => !name.startsWith('.'))
    .sort();

describe('buildAtomically', () => {
  it('builds into a new folder and points the out dir at it with a relative symlink', async () => {
    const first = await buildAtomically(outDir, writePage('one'), { now: clock() });
    expect(first.previousDir).toBeUndefined();
    expect(lstatSync(outDir).isSymbolicLink()).toBe(true);
    expect(readlinkSync(outDir)).toBe(`dist.builds/${builds()[0]}`);
    expect(realpathSync(outDir)).toBe(first.buildDir);
    expect(served()).toBe('one');
    expect(existsSync(join(first.buildDir, '.build-stamp'))).toBe(true);
  });

  it('switches to the new build, keeps the previous one, and serves the previous one until the switch', async () => {
    const now = clock();
    const first = await buildAtomically(outDir, writePage('one'), { now });
    const second = await buildAtomically(
      outDir,
      async (folders) => {
        expect(folders.previousDir).toBe(first.buildDir);
        await writePage('two')(folders);
        // Written, not yet switched: the served site is still the first build.
        expect(served()).toBe('one');
      },
      { now },
    );
    expect(served()).toBe('two');
    expect(second.previousDir).toBe(first.buildDir);
    expect(readFileSync(join(first.buildDir, 'client', 'index.html'), 'utf8')).toBe('one');
    expect(builds()).toHaveLength(2);
  });

  it('keeps the last three builds, the served one the newest, and deletes older ones', async () => {
    const now = clock();
    const made: string[] = [];
    for (const text of ['1', '2', '3', '4', '5'])
      made.push((await buildAtomically(outDir, writePage(text), { now })).buildDir);
    expect(builds().map((name) => join(buildsDirOf(outDir), name))).toEqual(made.slice(2));
    expect(served()).toBe('5');
    const fewer = await buildAtomically(outDir, writePage('6'), { now, keep: 2 });
    expect(builds().map((name) => join(buildsDirOf(outDir), name))).toEqual([made[4], fewer.buildDir]);
  });

  it('leaves the served build byte for byte as it was when the build fails, deletes the failed folder and says why', async () => {
    const now = clock();
    const first = await buildAtomically(outDir, writePage('<h1>one</h1>'), { now });
    const before = readFileSync(join(outDir, 'client', 'index.html'));
    let failedDir = '';
    const failing = buildAtomically(
      outDir,
      async (folders) => {
        failedDir = folders.buildDir;
        await writePage('half a site')(folders);
        throw new Error('precompression failed: disk full');
      },
      { now },
    );
    await expect(failing).rejects.toThrow(
      `the build failed, so ${outDir} still serves ${first.buildDir}: precompression failed: disk full`,
    );
    expect(realpathSync(outDir)).toBe(first.buildDir);
    expect(readFileSync(join(outDir, 'client', 'index.html')).equals(before)).toBe(true);
    expect(existsSync(failedDir)).toBe(false);
    // The lock went with the failed build: the next one runs.
    await buildAtomically(outDir, writePage('two'), { now });
    expect(served()).toBe('two');
  });

  it('moves a plain out dir from before into the builds folder, where it stays served until the new build is done', async () => {
    mkdirSync(join(outDir, 'client'), { recursive: true });
    writeFileSync(join(outDir, 'client', 'index.html'), 'old');
    writeFileSync(join(outDir, '.build-stamp'), 'then');
    const result = await buildAtomically(
      outDir,
      async (folders) => {
        expect(served()).toBe('old');
        await writePage('new')(folders);
      },
      { now: clock() },
    );
    expect(result.previousDir).toMatch(/dist\.builds\/\d{4}-.*Z-migrated$/);
    expect(readFileSync(join(result.previousDir!, 'client', 'index.html'), 'utf8')).toBe('old');
    expect(served()).toBe('new');
  });

  it('refuses a second build while one is running', async () => {
    let finish!: () => void;
    const running = buildAtomically(outDir, () => new Promise<void>((done) => (finish = done)), { now: clock() });
    await expect.poll(() => finish).toBeDefined();
    await expect(buildAtomically(outDir, writePage('two'))).rejects.toThrow(`another build (process ${process.pid})`);
    finish();
    await running;
  });
});

describe('switchSymlink', () => {
  it('never leaves the path missing while it switches: a reader in another thread always finds a build', async () => {
    for (const name of ['a', 'b']) {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, 'page.html'), name);
    }
    switchSymlink(outDir, join(dir, 'a'));
    // Shared counters: [reads, failed reads, stop]. Removing the link and making it again instead of
    // the rename fails here: 1,935 of 5,062 reads found no file over 3,000 switches.
    const shared = new Int32Array(new SharedArrayBuffer(12));
    const reader = new Worker(
      `const { workerData } = require('node:worker_threads');
       const { readFileSync } = require('node:fs');
       const [counts, file] = [workerData.counts, workerData.file];
       while (Atomics.load(counts, 2) === 0) {
         try { readFileSync(file); } catch { Atomics.add(counts, 1, 1); }
         Atomics.add(counts, 0, 1);
         Atomics.notify(counts, 0);
       }`,
      { eval: true, workerData: { counts: shared, file: join(outDir, 'page.html') } },
    );
    Atomics.wait(shared, 0, 0);
    for (let n = 0; n < 3000; n += 1) switchSymlink(outDir, join(dir, n % 2 === 0 ? 'b' : 'a'));
    Atomics.store(shared, 2, 1);
    await new Promise((done) => reader.once('exit', done));
    expect(Atomics.load(shared, 0)).toBeGreaterThan(0);
    expect(Atomics.load(shared, 1)).toBe(0);
    expect(readFileSync(join(outDir, 'page.html'), 'utf8')).toBe('a');
    expect(readdirSync(dir).sort()).toEqual(['a', 'b', 'dist']);
  });

  it('refuses to replace a real folder', () => {
    mkdirSync(outDir);
    expect(() => switchSymlink(outDir, join(dir, 'elsewhere'))).toThrow(/is not a symlink/);
  });
});

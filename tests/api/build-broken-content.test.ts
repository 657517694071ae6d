import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAtomically, buildsDirOf } from '../../scripts/build/build-atomically.ts';
import { copyFixtureContent } from './support/fixture-content.ts';

const root = resolve(import.meta.dirname, '../..');

/** Every file under a folder with its bytes, by path relative to it. */
function snapshot(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [
        relative(dir, join(entry.parentPath, entry.name)),
        readFileSync(join(entry.parentPath, entry.name)),
      ]),
  );
}

// The scheduled rebuild's promise: a bad content file stops `npm run build` before it writes
// anything, with a non-zero exit and the reason, and the site being served stays as it was.
// (A failure later, in Astro or the precompression, is scripts/build/__tests__/build-atomically.test.ts.)
describe('npm run build with a broken content file', () => {
  let dir: string;
  let outDir: string;
  let content: ReturnType<typeof copyFixtureContent>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'build-broken-content-'));
    outDir = join(dir, 'dist');
    // The build being served: a few pages, as a previous npm run build left them.
    await buildAtomically(outDir, async ({ buildDir }) => {
      mkdirSync(join(buildDir, 'client', 'en'), { recursive: true });
      writeFileSync(join(buildDir, 'client', 'index.html'), '<!doctype html><title>Home</title>');
      writeFileSync(join(buildDir, 'client', 'en', 'index.html'), '<!doctype html><title>English</title>');
    });
    content = copyFixtureContent();
    const school = join(content.dir, 'schools', 'sol_de_madrid.json');
    writeFileSync(school, readFileSync(school, 'utf8').replace('"currency": "EUR"', '"currency": "euros"'));
  });
  afterAll(() => {
    content?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it('exits non-zero naming the file and field, and leaves the served pages byte for byte as they were', () => {
    const served = realpathSync(outDir);
    const before = snapshot(outDir);
    const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.ts'), '--out-dir', outDir, '--no-photos'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: content.dir, PGLITE_DIR: join(dir, 'pglite'), CATALOGUE_API_URL: '' },
      encoding: 'utf8',
    });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain('content error: schools/sol_de_madrid.json');
    expect(build.stderr).toContain('currency');
    expect(build.stderr).toContain('build failed: the served site is unchanged');
    expect(realpathSync(outDir)).toBe(served);
    expect(snapshot(outDir)).toEqual(before);
    expect(readdirSync(buildsDirOf(outDir)).filter((name) => !name.startsWith('.'))).toHaveLength(1);
  });
});

import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { typecheckProject } from '../typecheck-project.ts';

const repository = resolve(import.meta.dirname, '../../..');
const parent = mkdtempSync(join(tmpdir(), 'linguatrips-typecheck-'));

/**
 * A two-file project on this repository's packages, in a folder of its own (the checker's
 * language service keeps files by path within a process): a .ts module and an .astro page using it.
 */
function project(name: string, files: { ts: string; astro: string }): string {
  const dir = join(parent, name);
  mkdirSync(join(dir, 'src', 'pages'), { recursive: true });
  symlinkSync(join(repository, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: `typecheck-${name}`, type: 'module', private: true }),
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: 'astro/tsconfigs/strict', include: ['.astro/types.d.ts', 'src'] }),
  );
  writeFileSync(join(dir, 'src', 'weeks.ts'), files.ts);
  writeFileSync(join(dir, 'src', 'pages', 'index.astro'), files.astro);
  return dir;
}

const TS = 'export const weeks = (days: number): number => Math.ceil(days / 7);\n';
const ASTRO = "---\nimport { weeks } from '../weeks.ts';\nconst total: number = weeks(10);\n---\n<p>{total}</p>\n";

// Each half must find what it is there for: a check that looked at nothing would pass as well.
describe('typecheckProject', () => {
  beforeAll(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterAll(() => {
    vi.restoreAllMocks();
    rmSync(parent, { recursive: true, force: true });
  });

  test('passes a project without type errors', { timeout: 60_000 }, async () => {
    expect(await typecheckProject(project('sound', { ts: TS, astro: ASTRO }))).toEqual({
      ok: true,
      typescriptOk: true,
      astroFiles: 1,
      astroErrors: 0,
    });
  });

  test(
    'fails on a type error in a .ts file (TypeScript 7) and in an .astro file (Astro checker)',
    { timeout: 60_000 },
    async () => {
      const broken = project('broken', {
        ts: `${TS}export const label: string = weeks(3);\n`,
        astro: ASTRO.replace('weeks(10)', "weeks('10')"),
      });
      expect(await typecheckProject(broken)).toEqual({ ok: false, typescriptOk: false, astroFiles: 1, astroErrors: 1 });
    },
  );
});

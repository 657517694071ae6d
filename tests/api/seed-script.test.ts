import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixtureContent, FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { npmScriptArgs } from './support/npm-script-args.ts';
import { testDatabases } from './support/test-databases.ts';

const root = resolve(import.meta.dirname, '../..');

/** Runs `npm run seed`'s command with Node 24 (this process) and only the settings given. */
const runSeed = (env: Record<string, string>) =>
  spawnSync(process.execPath, npmScriptArgs('seed'), {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: '', PGLITE_DIR: 'memory://', ...env },
  });

describe.each(testDatabases)('npm run seed on $kind', (database) => {
  it('migrates, seeds and prints the row counts; a second run changes nothing', async () => {
    const handle = await database.create({ empty: true });
    try {
      const env = {
        CONTENT_DIR: FIXTURE_CONTENT_DIR,
        ...(handle.databaseUrl ? { DATABASE_URL: handle.databaseUrl } : {}),
      };
      const first = runSeed(env);
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(/3 schools, 4 reviews, 12 catalogue documents; catalogue version 1 \(updated\)/);
      if (handle.databaseUrl) {
        // Only a server keeps the data between two processes; an in-memory PGlite starts empty each time.
        const second = runSeed(env);
        expect(second.stdout).toMatch(
          /3 schools, 4 reviews, 12 catalogue documents; catalogue version 1 \(unchanged\)/,
        );
      }
    } finally {
      await handle.drop();
    }
  });
});

describe('npm run seed with broken content', () => {
  it('prints the file and the field and exits 1', () => {
    const content = copyFixtureContent();
    try {
      const path = join(content.dir, 'schools', 'sol_de_madrid.json');
      const school = JSON.parse(readFileSync(path, 'utf8')) as { courses: Record<string, unknown>[] };
      delete school.courses[1]!.minWeeks;
      writeFileSync(path, JSON.stringify(school));
      const result = runSeed({ CONTENT_DIR: content.dir });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe('content error: schools/sol_de_madrid.json: courses.1.minWeeks: is required');
      expect(result.stdout).toBe('');
    } finally {
      content.remove();
    }
  });
});

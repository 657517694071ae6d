import { defineConfig } from 'vitest/config';

// Suites that need a database or Redis server; everything else under __tests__ is a unit test.
const SERVER_SUITES = ['tests/api/**/*.test.ts', 'src/server/rate-limit/__tests__/create-rate-limits.test.ts'];

// Two projects (`vitest run --project unit|api`); the browser journeys run under Playwright (tests/e2e).
export default defineConfig({
  test: {
    environment: 'node',
    // Generous for a busy 2-core machine; a test that needs more is slow for a reason to look at.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    allowOnly: false,
    projects: [
      {
        test: {
          name: 'unit',
          // Domain, stores, islands, i18n, scripts: no database, no network.
          include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'scripts/**/__tests__/**/*.test.ts'],
          exclude: SERVER_SUITES,
          // These files keep no state between them, so one worker runs them all in turn instead of
          // a process per file (40 % of this project's time). Still processes, not threads: a
          // date test sets TZ, which worker threads ignore.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: SERVER_SUITES,
          // One migrated and seeded template per run; each suite gets a copy (test-databases.ts).
          globalSetup: ['tests/api/support/template-databases.ts'],
          // Each suite starts its own API on its own database, so the files share nothing but the
          // modules they import: a worker runs its files in turn in one process instead of
          // importing the server's graph again for each of them. 12 files, same sitting (load
          // 10-12): 139.6 s and 55 s of CPU isolated, 46.3 s and 25 s shared; all 55 files pass.
          isolate: false,
          // Three files at a time: a suite waits on its database and its mail much of the time, and
          // one worker left a core idle (load ≈ 1.5 of 2). Quiet machine, PostgreSQL and Redis,
          // 54 files: 367 s with one worker, 215 s with two. In the clean-clone `.ci/run` of
          // session 11 (56 files): 146 s with three against 168 s with two (README, Tests).
          maxWorkers: 3,
        },
      },
    ],
  },
});

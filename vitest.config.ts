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
          // starting a process per file. Still processes, not threads: a
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
          // importing the server's graph again for each of them.
          isolate: false,
          // Three files at a time on two cores: a suite waits on its database, its mail and its
          // child processes much of the time, so fewer workers leave a core idle.
          maxWorkers: 3,
        },
      },
    ],
  },
});

import { test as base, expect } from '@playwright/test';
import { testDatabases } from '../../api/support/test-databases.ts';
import { startSite, type TestSite } from './start-site.ts';
import { watchSecurityPolicy } from './watch-security-policy.ts';

export { expect };

/**
 * Playwright's `test` for the browser journeys, with the site's Content-Security-Policy enforced
 * and watched (issue 10): a test fails on any violation in any frame, any message the browser
 * logs about the security headers, and any document that arrives without the policy.
 *
 * `site` is one site per worker (issue 14, point 4): the built site, a copy of the run's template
 * database and an SMTP inbox, started when a worker first needs it and closed when the worker
 * ends. A site per spec file cost seconds each, repeated whenever a worker moved between files.
 * Tests therefore share its rows and its inbox with the other tests of the worker: each finds
 * what is its own by the unique address or name it made, never by counting everything. The
 * database is on PostgreSQL when TEST_DATABASE_URL names a server (as the site in production),
 * on PGlite otherwise; the HTTP suites walk both. `baseURL` is this site, so `page.goto('/en/')`
 * opens it. A spec that needs other settings (rate limits on, a logger, restarts) starts its own.
 */
export const test = base.extend<{ securityPolicyWatch: void }, { site: TestSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      // startSite copies the PGlite template itself; a PostgreSQL copy is made here.
      const postgres = testDatabases.find((database) => database.kind === 'postgres');
      const database = postgres ? await postgres.create() : undefined;
      const site = await startSite(database?.databaseUrl ? { databaseUrl: database.databaseUrl } : {});
      await use(site);
      await site.close();
      await database?.drop();
    },
    // Starting it shares the first test's limit otherwise: slow while the other worker starts its own.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
  securityPolicyWatch: [
    async ({ context }, use) => {
      const problems = await watchSecurityPolicy(context);
      await use();
      expect(problems(), 'Content-Security-Policy and security headers').toEqual([]);
    },
    { auto: true },
  ],
});

import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its browsers on a closed network; Debian's are used when present
// (CHROMIUM_PATH overrides), otherwise Playwright's own (`npx playwright install chromium`). First
// Debian's headless shell (package chromium-headless-shell), the same Blink and V8 without the
// full browser around them, as Playwright's own headless runs use, and much cheaper to run.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

export default defineConfig({
  testDir: 'tests/e2e',
  // One migrated and seeded database per run that the suites' sites copy.
  globalSetup: './tests/e2e/support/global-setup.ts',
  forbidOnly: true,
  fullyParallel: true,
  workers: 2,
  // One retry, and only the retry is traced: a trace of every test (its DOM snapshot at every
  // action) costs every journey CPU for traces that are nearly all thrown away.
  // A test that fails and then passes on its retry is flaky, and fails the run all the same.
  retries: 1,
  failOnFlakyTests: true,
  // The long journeys set their own; a busy 2-core CI runner makes every step slower.
  timeout: 60_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.cache/test-reports/playwright.json' }],
  ],
  use: {
    // The browser journeys' baseURL is their worker's site (tests/e2e/support/test.ts): one site
    // per worker on a copy of the template database, rather than a web server for the run and a
    // site per spec file.
    // The retry of a failed test is traced: its DOM snapshots show each step. No screencast: its
    // frames are most of a trace's cost and the snapshots already show the page.
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Read dist/ or speak HTTP only: no browser, so they run once rather than per screen size.
    { name: 'build output', testMatch: /(built-site|\.http)\.spec\.ts/ },
    // Every browser journey runs on both screens (layout, axe, keyboard and the phone's overlays
    // differ), except the long culture-by-culture journeys, whose steps are the same logic in two
    // languages: booking, price by e-mail, review run en on one screen and ru on the other; the
    // booking page's self-service journeys run both cultures on the phone only. Tagged by
    // tests/e2e/support/one-screen.ts, which says why.
    {
      name: 'desktop',
      testIgnore: /(built-site|\.http)\.spec\.ts/,
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: /(built-site|\.http)\.spec\.ts/,
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } },
    },
  ],
});

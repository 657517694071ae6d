import { defineConfig } from 'vitest/config';

// Unit, component and API tests; the browser journeys run under Playwright (tests/e2e).
export default defineConfig({
  test: {
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'scripts/**/__tests__/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // PGlite opens in about a second; API suites each start their own database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    allowOnly: false,
  },
});

import { defineConfig } from '@playwright/test';

// Issue 13's translation check on the build output (tests/e2e/translated-school-pages.built.ts),
// kept out of the main suite until every culture's texts are in content/: `npm run test:translations`.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /translated-school-pages\.built\.ts$/,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  projects: [{ name: 'build output' }],
});

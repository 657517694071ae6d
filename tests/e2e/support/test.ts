import { test as base, expect } from '@playwright/test';
import { watchSecurityPolicy } from './watch-security-policy.ts';

export { expect };

/**
 * Playwright's `test` for the browser journeys, with the site's Content-Security-Policy enforced
 * and watched (issue 10): a test fails on any violation in any frame, any message the browser
 * logs about the security headers, and any document that arrives without the policy.
 */
export const test = base.extend<{ securityPolicyWatch: void }>({
  securityPolicyWatch: [
    async ({ context }, use) => {
      const problems = await watchSecurityPolicy(context);
      await use();
      expect(problems(), 'Content-Security-Policy and security headers').toEqual([]);
    },
    { auto: true },
  ],
});

import type { BrowserContext } from '@playwright/test';

declare global {
  interface Window {
    __securityPolicyViolation?: (report: string) => void;
  }
}

// What Chromium logs when a header of ours blocks something or is itself wrong (a frame refused,
// a feature name it does not know): as much a failure as a violation event.
const POLICY_MESSAGE =
  /Content Security Policy|Content-Security-Policy|X-Frame-Options|Permissions-Policy|frame-ancestors/i;

/**
 * Starts watching every page and frame of a browser context for what the site's security headers
 * blocked: `securitypolicyviolation` events, the browser's messages about the policy or the other
 * headers, and documents that arrive without a Content-Security-Policy (so none is ever off).
 * Returns a function that lists what was seen so far.
 */
export async function watchSecurityPolicy(context: BrowserContext): Promise<() => string[]> {
  const problems: string[] = [];
  await context.exposeBinding('__securityPolicyViolation', (_source, report: string) => {
    problems.push(report);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
        window.__securityPolicyViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'something'} on ${event.documentURI}${where}${event.sample ? `: ${event.sample}` : ''}`,
        );
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
  });
  context.on('response', (response) => {
    if (response.request().resourceType() === 'document' && !response.headers()['content-security-policy'])
      problems.push(`no Content-Security-Policy on ${response.status()} ${response.url()}`);
  });
  return () => [...problems];
}

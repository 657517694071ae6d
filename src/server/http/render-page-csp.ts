import type { PageCsp } from './page-csp.ts';

/**
 * The pages' policy as a header value, for a server with no build to read it from (tests, a
 * fresh clone): without the build's hashes no inline script may run, which is the safe side.
 */
export function renderPageCsp(policy: PageCsp): string {
  return [
    ...policy.directives,
    `script-src ${policy.scriptSources.join(' ')}`,
    `style-src ${policy.styleSources.join(' ')}`,
  ].join('; ');
}

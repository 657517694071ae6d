import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface StaticHeadersEntry {
  /** A route pattern (`/[culture]/[school]`), or a page's path. */
  pathname: string;
  headers: { key: string; value: string }[];
}

/**
 * The pages' Content-Security-Policy as the last build wrote it: Astro gives each prerendered
 * page's policy to the Node adapter (staticHeaders), which writes them to dist/_headers.json, one
 * entry a route pattern (or a page, where a pattern's pages differ: src/build/fold-static-headers.ts).
 * Undefined with no build. Every page has the same policy (Astro hashes the whole build's inline
 * scripts and styles into each), which is what lets one header serve them all, here and on a CDN;
 * a build where they differ is refused rather than served with a policy that breaks some page.
 */
export function builtPageCsp(distDir: string): string | undefined {
  const file = join(distDir, '_headers.json');
  if (!existsSync(file)) return undefined;
  const entries = JSON.parse(readFileSync(file, 'utf8')) as StaticHeadersEntry[];
  const policies = new Set(
    entries.flatMap((entry) =>
      entry.headers
        .filter((header) => header.key.toLowerCase() === 'content-security-policy')
        .map((header) => header.value),
    ),
  );
  if (policies.size > 1)
    throw new Error(
      `${file}: the pages have ${policies.size} different Content-Security-Policies; one is expected (is Astro.csp used on a page?)`,
    );
  return [...policies][0];
}

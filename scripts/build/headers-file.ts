import { CACHE_RULES } from '#server/http/cache-control-for.ts';
import type { HeaderSet, SecurityHeaders } from '#server/http/security-headers.ts';

const block = (pattern: string, headers: HeaderSet, detach: string[] = []) =>
  [
    pattern,
    ...detach.map((name) => `  ! ${name}`),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ].join('\n');

/**
 * The `_headers` file (Netlify and Cloudflare Pages rules, which other CDNs import) that gives a
 * CDN serving dist/client/ the headers the server sends: the pages' set on everything, and under
 * `framedFilesPath` (the terms files the school pages frame) the framing headers detached and
 * replaced, since a request that matches two rules gets the headers of both. Then the server's
 * cache rules by prefix (CACHE_RULES), the broader first, each narrower one detaching what a
 * broader one attached (the photos' hashed copies under /photos/h/ are immutable, the other photos kept a day).
 */
export function headersFile(security: SecurityHeaders, framedFilesPath: string | undefined): string {
  const lines = [
    '# Written by npm run build (scripts/build/write-headers-file.ts) from src/server/http/security-headers.ts\n' +
      '# and src/server/http/cache-control-for.ts: the headers the server sends, for a CDN that serves dist/client/.',
    block('/*', security.page),
  ];
  if (framedFilesPath?.startsWith('/') && framedFilesPath !== '/') {
    const changed = Object.fromEntries(
      Object.entries(security.framedFiles).filter(([name, value]) => security.page[name] !== value),
    );
    lines.push(block(`${framedFilesPath.replace(/\/+$/, '')}/*`, changed, Object.keys(changed)));
  }
  const cacheRules = [...CACHE_RULES].sort((a, b) => a.prefix.length - b.prefix.length);
  for (const [index, rule] of cacheRules.entries()) {
    const broader = cacheRules.slice(0, index).some((other) => rule.prefix.startsWith(other.prefix));
    lines.push(block(`${rule.prefix}*`, { 'Cache-Control': rule.cacheControl }, broader ? ['Cache-Control'] : []));
  }
  return `${lines.join('\n\n')}\n`;
}

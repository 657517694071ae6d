import { describe, expect, it } from 'vitest';
import { CACHE_RULES, cacheControlFor } from '#server/http/cache-control-for.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import { headersFile } from '../headers-file.ts';

/**
 * The headers a CDN that reads `_headers` (Cloudflare Pages' rules) sends for a path: every
 * matching rule in order, `! Name` detaching what an earlier rule attached.
 */
function cdnHeaders(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      applies = pattern.test(path);
      continue;
    }
    if (!applies) continue;
    const detached = /^\s+!\s*(\S+)$/.exec(line);
    if (detached) {
      delete headers[detached[1]!];
      continue;
    }
    const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
    // A header two rules attach is sent with both values: the file must never do that.
    if (headers[name!] !== undefined) throw new Error(`${path}: ${name} attached twice`);
    headers[name!] = value!;
  }
  return headers;
}

/** The server's headers for a path that the file must repeat: the security set, and the cache rule of a prefix rule's path. */
function serverHeaders(security: ReturnType<typeof securityHeaders>, path: string): Record<string, string> {
  const cached = CACHE_RULES.some(({ prefix }) => path.startsWith(prefix));
  return { ...security.forPath(path), ...(cached ? { 'Cache-Control': cacheControlFor(path) } : {}) };
}

const CSP = "default-src 'self'; frame-ancestors 'none'; script-src 'self' 'sha256-abc'; style-src 'self'";

describe('headersFile', () => {
  it('gives a CDN exactly the headers the server sends, path by path', () => {
    for (const baseAddress of ['http://localhost:4321', 'https://www.linguatrips.example']) {
      const security = securityHeaders({ baseAddress, pageCsp: CSP, framedFilesPath: '/files' });
      const file = headersFile(security, '/files');
      const paths = [
        '/',
        '/en/',
        '/en/english/malta/',
        '/_astro/SearchPanel.abc.js',
        '/photos/schools/x/1.webp',
        '/photos/h/0123456789abcdef/schools/x/1-1200.webp',
        '/404.html',
        '/files/terms/general-terms.pdf',
        '/filesystem/',
      ];
      for (const path of paths) {
        expect(cdnHeaders(file, path), `${baseAddress}${path}`).toEqual(serverHeaders(security, path));
      }
    }
  });

  it('keeps photos under hashed addresses a year and the plain ones a day', () => {
    const file = headersFile(
      securityHeaders({ baseAddress: 'https://www.linguatrips.example', pageCsp: CSP, framedFilesPath: '/files' }),
      '/files',
    );
    expect(cdnHeaders(file, '/photos/h/0123456789abcdef/housing/x-1-1-300@2x.jpg')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cdnHeaders(file, '/photos/schools/x/1.webp')['Cache-Control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
  });

  it('detaches no framing headers when the terms files live on another host', () => {
    const security = securityHeaders({
      baseAddress: 'https://www.linguatrips.example',
      pageCsp: CSP,
      framedFilesPath: 'https://blob.example/files',
    });
    const file = headersFile(security, 'https://blob.example/files');
    expect(file.match(/^\/\S*/gm)).toEqual(['/*', '/files/*', '/_astro/*', '/photos/*', '/photos/h/*']);
    expect(cdnHeaders(file, '/files/terms/general-terms.pdf')).toEqual({
      ...security.page,
      'Cache-Control': cacheControlFor('/files/terms/general-terms.pdf'),
    });
    expect(file).toContain(`  Content-Security-Policy: ${CSP}\n`);
    expect(file).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains\n');
  });
});

import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../src/server/http/security-headers.ts';
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
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
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

const CSP = "default-src 'self'; frame-ancestors 'none'; script-src 'self' 'sha256-abc'; style-src 'self'";

describe('headersFile', () => {
  it('gives a CDN exactly the headers the server sends, path by path', () => {
    for (const baseAddress of ['http://localhost:4321', 'https://www.linguatrips.example']) {
      const security = securityHeaders({ baseAddress, pageCsp: CSP, framedFilesPath: '/files' });
      const file = headersFile(security, '/files');
      for (const path of ['/', '/en/', '/en/english/malta/', '/_astro/SearchPanel.abc.js', '/photos/school-1.webp', '/404.html', '/files/terms/general-terms.pdf', '/filesystem/']) {
        expect(cdnHeaders(file, path), `${baseAddress}${path}`).toEqual(security.forPath(path));
      }
    }
  });

  it('writes one rule when the terms files live on another host', () => {
    const security = securityHeaders({ baseAddress: 'https://www.linguatrips.example', pageCsp: CSP, framedFilesPath: 'https://blob.example/files' });
    const file = headersFile(security, 'https://blob.example/files');
    expect(file.match(/^\//gm)).toEqual(['/']);
    expect(cdnHeaders(file, '/files/terms/general-terms.pdf')).toEqual(security.page);
    expect(file).toContain(`  Content-Security-Policy: ${CSP}\n`);
    expect(file).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains\n');
  });
});

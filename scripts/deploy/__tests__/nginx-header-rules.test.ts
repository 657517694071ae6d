import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '#server/http/cache-control-for.ts';
import { contentTypeFor } from '#server/http/content-types.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import { cacheControlRegexes, nginxHeaderRules, nginxString } from '../nginx-header-rules.ts';
import { renderNginxSite } from '../render-nginx-site.ts';

const security = securityHeaders({
  baseAddress: 'https://www.linguatrips.example',
  pageCsp: "default-src 'self'; script-src 'self' 'sha256-abc+/='",
  framedFilesPath: '/files',
});

/** nginx's map: the regexes in the order written, the first that matches, else the default. */
const asNginxMap = (path: string) =>
  cacheControlRegexes().find(([regex]) => new RegExp(regex).test(path))?.[1] ?? cacheControlFor('/no-rule.bin');

describe('the nginx header rules', () => {
  it("decide every address's Cache-Control as cacheControlFor does", () => {
    const paths = [
      '/',
      '/en/',
      '/en/english/malta/',
      '/404.html',
      '/_astro/a.js',
      '/_astro/x/',
      '/photos/h/abc/schools/x/1.webp',
      '/photos/h/abc/x.html',
      '/photos/avatar.webp',
      '/photos/x/',
      '/files/terms/a.pdf',
      '/files/',
      '/robots.txt',
      '/favicon.svg',
      '/sitemap-0.xml',
      '/_astroid',
      '/photosx/a.webp',
    ];
    for (const path of paths) expect(asNginxMap(path), path).toBe(cacheControlFor(path));
  });

  it('write the security headers as add_header lines, the framed files with theirs, and refuse a value nginx would read as a variable', () => {
    const rules = nginxHeaderRules(security, '/files');
    expect(rules.pageHeaders).toContain(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc+/='" always;`,
    );
    expect(rules.pageHeaders).toContain(
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    );
    expect(rules.pageHeaders).toContain('add_header Cache-Control $linguatrips_cache_control always;');
    expect(rules.framedPrefix).toBe('/files/');
    expect(rules.framedHeaders).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(nginxHeaderRules(security, 'https://blob.example').framedHeaders).toBeUndefined();
    expect(nginxString('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(() => nginxString('$host')).toThrow(/\$/);
  });

  it('give each extension the Content-Type of the Node server, the charset added by nginx for the text types', () => {
    const rules = nginxHeaderRules(security, '/files');
    for (const file of ['a.html', 'a.css', 'a.js', 'a.json', 'a.svg', 'a.webp', 'a.woff2', 'a.docx', 'a.webmanifest']) {
      const type = contentTypeFor(file);
      const bare = type.split(';')[0]!;
      expect(rules.types, file).toMatch(
        new RegExp(`\\n    ${bare.replace(/[.+]/g, '\\$&')} [a-z0-9 ]*\\b${file.slice(2)}\\b`),
      );
      expect(rules.charsetTypes.split(' ').includes(bare), file).toBe(type.includes('charset=utf-8'));
    }
  });
});

describe('renderNginxSite', () => {
  const options = {
    listen: '8080',
    clientRoot: '/srv/linguatrips/dist/client',
    upstreams: ['127.0.0.1:4321', '127.0.0.1:4322'],
    security,
    framedFilesPath: '/files',
    brotliStatic: false,
  };

  it('fills every part of the template: the instances with passive health checks, the root as given', () => {
    const site = renderNginxSite(options);
    expect(site).not.toMatch(/\{\{\w+\}\}/);
    expect(site).toContain('server 127.0.0.1:4321 max_fails=1 fail_timeout=10s;');
    expect(site).toContain('server 127.0.0.1:4322 max_fails=1 fail_timeout=10s;');
    expect(site).toContain('root /srv/linguatrips/dist/client;');
    expect(site).toContain('location /files/ {');
    expect(site).not.toMatch(/^\s*brotli_static on;/m);
    expect(renderNginxSite({ ...options, brotliStatic: true })).toMatch(/^\s*brotli_static on;/m);
  });

  it('refuses a relative root, no instance, an address that is not host:port, and a template part it cannot fill', () => {
    expect(() => renderNginxSite({ ...options, clientRoot: 'dist/client' })).toThrow(/absolute/);
    expect(() => renderNginxSite({ ...options, upstreams: [] })).toThrow(/at least one/);
    expect(() => renderNginxSite({ ...options, upstreams: ['127.0.0.1:4321; evil'] })).toThrow(/host:port/);
    expect(() => renderNginxSite({ ...options, template: '{{listen}} {{nope}}' })).toThrow(/\{\{nope\}\}/);
  });
});

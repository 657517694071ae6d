import { describe, expect, it } from 'vitest';
import { pageCsp, type PageCspSettings } from '../page-csp.ts';
import { renderPageCsp } from '../render-page-csp.ts';

const DEFAULTS: PageCspSettings = {
  baseAddress: 'http://localhost:4321',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  blobStorageUrl: '/files',
};
const directive = (settings: PageCspSettings, name: string) =>
  pageCsp(settings).directives.find((line) => line.split(' ')[0] === name);

describe('pageCsp', () => {
  it('allows scripts from this site only, no plugins, no framing, forms only to this site', () => {
    const policy = pageCsp(DEFAULTS);
    expect(policy.scriptSources).toEqual(["'self'"]);
    expect(policy.styleSources).toEqual(["'self'"]);
    expect(policy.directives).toEqual([
      "default-src 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "img-src 'self' data: https://tile.openstreetmap.org",
      "connect-src 'self'",
      "frame-src 'self'",
      "font-src 'self'",
    ]);
    expect(renderPageCsp(policy)).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('lets the scripts, styles, fonts and images come from the CDN when CDN_HOST is set', () => {
    const policy = pageCsp({ ...DEFAULTS, cdnOrigin: 'https://cdn.linguatrips.example' });
    expect(policy.scriptSources).toEqual(["'self'", 'https://cdn.linguatrips.example']);
    expect(policy.styleSources).toEqual(["'self'", 'https://cdn.linguatrips.example']);
    expect(directive({ ...DEFAULTS, cdnOrigin: 'https://cdn.linguatrips.example' }, 'font-src')).toBe(
      "font-src 'self' https://cdn.linguatrips.example",
    );
    expect(directive({ ...DEFAULTS, cdnOrigin: 'https://cdn.linguatrips.example' }, 'img-src')).toBe(
      "img-src 'self' data: https://cdn.linguatrips.example https://tile.openstreetmap.org",
    );
  });

  it('turns a tile template into a host source, with a wildcard for a {s} subdomain', () => {
    expect(directive({ ...DEFAULTS, mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }, 'img-src')).toBe(
      "img-src 'self' data: https://*.tile.example.org",
    );
    expect(directive({ ...DEFAULTS, mapTileUrl: 'https://Tiles.Example.com:8443/{z}/{x}/{y}.png' }, 'img-src')).toBe(
      "img-src 'self' data: https://tiles.example.com:8443",
    );
    // A placeholder CSP cannot express as a host: the scheme alone, rather than a broken map.
    expect(directive({ ...DEFAULTS, mapTileUrl: 'https://tiles-{s}.example.com/{z}/{x}/{y}.png' }, 'img-src')).toBe(
      "img-src 'self' data: https:",
    );
    // Tiles served by this site need nothing more.
    expect(directive({ ...DEFAULTS, mapTileUrl: '/tiles/{z}/{x}/{y}.png' }, 'img-src')).toBe("img-src 'self' data:");
  });

  it('allows the terms files host as an image and in a frame when they are stored elsewhere', () => {
    const settings = { ...DEFAULTS, blobStorageUrl: 'https://blob.example/files' };
    expect(directive(settings, 'img-src')).toBe(
      "img-src 'self' data: https://tile.openstreetmap.org https://blob.example",
    );
    expect(directive(settings, 'frame-src')).toBe("frame-src 'self' https://blob.example");
  });

  it("allows Tag Manager's hosts only when a container is configured", () => {
    expect(renderPageCsp(pageCsp(DEFAULTS))).not.toContain('google');
    const policy = pageCsp({ ...DEFAULTS, analyticsGtmId: 'GTM-AB12CD3' });
    expect(policy.scriptSources).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive({ ...DEFAULTS, analyticsGtmId: 'GTM-AB12CD3' }, 'connect-src')).toBe(
      "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    );
  });

  it('upgrades http:// subresources on an https site', () => {
    expect(pageCsp(DEFAULTS).directives).not.toContain('upgrade-insecure-requests');
    expect(pageCsp({ ...DEFAULTS, baseAddress: 'https://www.linguatrips.example' }).directives).toContain(
      'upgrade-insecure-requests',
    );
  });
});

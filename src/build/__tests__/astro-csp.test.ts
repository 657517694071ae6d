import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { astroCsp } from '../astro-csp.ts';
import { HIDE_NEWSLETTER_SCRIPT, MARK_SCRIPTING_SCRIPT } from '../inline-scripts.ts';
import { tagManagerScript } from '../tag-manager-script.ts';

const hash = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('astroCsp', () => {
  it("hashes the project's own inline scripts and allows no other script host by default", () => {
    vi.stubEnv('ANALYTICS_GTM_ID', undefined);
    vi.stubEnv('MAP_TILE_URL', 'https://{s}.tiles.example.org/{z}/{x}/{y}.png');
    const csp = astroCsp();
    expect(csp.scriptDirective).toEqual({
      resources: ["'self'"],
      hashes: [hash(HIDE_NEWSLETTER_SCRIPT), hash(MARK_SCRIPTING_SCRIPT)],
    });
    expect(csp.styleDirective).toEqual({ resources: ["'self'"] });
    expect(csp.directives).toContain("img-src 'self' data: https://*.tiles.example.org");
    expect(csp.directives).toContain("frame-ancestors 'none'");
  });

  it("adds Tag Manager's host and the hash of its start script when a container is configured", () => {
    vi.stubEnv('ANALYTICS_GTM_ID', 'GTM-AB12CD3');
    const csp = astroCsp();
    expect(csp.scriptDirective?.resources).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(csp.scriptDirective?.hashes).toEqual([
      hash(HIDE_NEWSLETTER_SCRIPT),
      hash(MARK_SCRIPTING_SCRIPT),
      hash(tagManagerScript('GTM-AB12CD3')),
    ]);
    expect(tagManagerScript('GTM-AB12CD3')).toContain('gtm.js?id=\'+encodeURIComponent("GTM-AB12CD3")');
  });
});

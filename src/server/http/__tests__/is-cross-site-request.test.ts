import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from '../is-cross-site-request.ts';

const OWN = ['http://127.0.0.1:4321', 'https://www.linguatrips.example'];
const crossSite = (origin?: string, fetchSite?: string) => isCrossSiteRequest({ origin, fetchSite }, OWN);

describe('isCrossSiteRequest', () => {
  it('lets the site post to itself, by the address the request was sent to or by BASE_ADDRESS', () => {
    expect(crossSite('http://127.0.0.1:4321', 'same-origin')).toBe(false);
    expect(crossSite('http://127.0.0.1:4321')).toBe(false);
    // Behind a TLS proxy the server sees http://host, the browser says https://host: BASE_ADDRESS.
    expect(crossSite('https://www.linguatrips.example', 'same-site')).toBe(false);
    expect(crossSite(undefined, 'same-origin')).toBe(false);
    expect(crossSite(undefined, 'none')).toBe(false);
  });

  it('refuses another site by its Origin or by what the browser says', () => {
    expect(crossSite('https://evil.example')).toBe(true);
    expect(crossSite('https://evil.example', 'cross-site')).toBe(true);
    expect(crossSite(undefined, 'cross-site')).toBe(true);
    // A sibling subdomain is another origin: a takeover of one must not post here.
    expect(crossSite('https://blog.linguatrips.example', 'same-site')).toBe(true);
    expect(crossSite(undefined, 'same-site')).toBe(true);
    // Look-alikes are not the site.
    expect(crossSite('https://www.linguatrips.example.evil.example')).toBe(true);
    expect(crossSite('http://www.linguatrips.example')).toBe(true);
    expect(crossSite('http://127.0.0.1:4322')).toBe(true);
  });

  it('refuses an opaque origin (a sandboxed frame, a data: page)', () => {
    expect(crossSite('null')).toBe(true);
    expect(crossSite('null', 'cross-site')).toBe(true);
  });

  it('lets a client that is no browser through: it carries no visitor cookies to abuse', () => {
    expect(crossSite()).toBe(false);
    expect(crossSite('', '')).toBe(false);
  });
});

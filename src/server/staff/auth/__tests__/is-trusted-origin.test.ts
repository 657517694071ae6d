import { describe, expect, it } from 'vitest';
import { isTrustedOrigin } from '../is-trusted-origin.ts';

const base = 'https://www.linguatrips.example';
const check = (headers: Record<string, string>, requestOrigin = 'http://127.0.0.1:4321') =>
  isTrustedOrigin(new Headers(headers), requestOrigin, base);

describe('isTrustedOrigin', () => {
  it('accepts the site itself, by BASE_ADDRESS or by the address the request was sent to', () => {
    expect(check({ origin: 'https://www.linguatrips.example' })).toBe(true);
    expect(check({ origin: 'http://127.0.0.1:4321' })).toBe(true);
    expect(check({ referer: 'https://www.linguatrips.example/office/staff/' })).toBe(true);
  });

  it('refuses another site, an opaque origin and a request that names none', () => {
    expect(check({ origin: 'https://evil.example' })).toBe(false);
    expect(check({ origin: 'https://www.linguatrips.example.evil.example' })).toBe(false);
    expect(check({ origin: 'null' })).toBe(false);
    expect(check({ referer: 'not a url' })).toBe(false);
    expect(check({})).toBe(false);
  });

  it("takes the browser's Sec-Fetch-Site when a no-referrer page made it send Origin: null (the reset form)", () => {
    expect(check({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(check({ origin: 'null', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(check({ origin: 'null', 'sec-fetch-site': 'same-site' })).toBe(false);
    // A named origin decides, whatever Sec-Fetch-Site says.
    expect(check({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isTrustedOrigin } from '../is-trusted-origin.ts';

const base = 'https://www.linguatrips.example';
const check = (headers: Record<string, string>, requestOrigin = 'http://127.0.0.1:4321') => isTrustedOrigin(new Headers(headers), requestOrigin, base);

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
});

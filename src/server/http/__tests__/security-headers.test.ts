import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../security-headers.ts';

const CSP = "default-src 'self'; frame-ancestors 'none'; script-src 'self' 'sha256-abc'";

describe('securityHeaders', () => {
  it('gives pages the CSP, no framing, no sniffing, the origin as referrer and unused features off', () => {
    const { page } = securityHeaders({ baseAddress: 'http://localhost:4321', pageCsp: CSP });
    expect(page).toEqual({
      'Content-Security-Policy': CSP,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringMatching(/^camera=\(\)|, camera=\(\)/),
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'])
      expect(page['Permissions-Policy']).toContain(`${feature}=()`);
  });

  it('adds HSTS only on https', () => {
    expect(
      securityHeaders({ baseAddress: 'http://localhost:4321', pageCsp: CSP }).page['Strict-Transport-Security'],
    ).toBeUndefined();
    const secure = securityHeaders({ baseAddress: 'https://www.linguatrips.example', pageCsp: CSP });
    for (const set of [secure.page, secure.api, secure.framedFiles])
      expect(set['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('picks the set by path: the API loads nothing, the terms files may be framed by the site only', () => {
    const headers = securityHeaders({ baseAddress: 'http://localhost:4321', pageCsp: CSP, framedFilesPath: '/files' });
    expect(headers.forPath('/en/english/')).toBe(headers.page);
    expect(headers.forPath('/api/health')).toBe(headers.api);
    expect(headers.forPath('/api')).toBe(headers.api);
    expect(headers.api['Content-Security-Policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(headers.forPath('/files/terms/general-terms.pdf')).toBe(headers.framedFiles);
    expect(headers.framedFiles).toMatchObject({
      'Content-Security-Policy': "frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
    });
    // Only below the folder, not a look-alike beside it.
    expect(headers.forPath('/filesystem/')).toBe(headers.page);
    // Terms files on another host: nothing of this site is framable.
    const elsewhere = securityHeaders({
      baseAddress: 'http://localhost:4321',
      pageCsp: CSP,
      framedFilesPath: 'https://blob.example/files',
    });
    expect(elsewhere.forPath('/files/terms/general-terms.pdf')).toBe(elsewhere.page);
  });
});

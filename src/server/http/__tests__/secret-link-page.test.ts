import { describe, expect, it } from 'vitest';
import { linkPageIntent, markSecretAddress } from '../secret-link-page.ts';

describe('a page at a secret address', () => {
  it('is never cached, indexed or named in a Referer', () => {
    const headers = new Headers();
    markSecretAddress(headers);
    expect(Object.fromEntries(headers)).toEqual({
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    });
  });

  it('looks on GET and HEAD, acts on POST, and answers 405 naming the methods otherwise', () => {
    expect(linkPageIntent('GET')).toBe('look');
    expect(linkPageIntent('HEAD')).toBe('look');
    expect(linkPageIntent('POST')).toBe('act');
    const refused = linkPageIntent('PUT');
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(405);
    expect((refused as Response).headers.get('Allow')).toBe('GET, HEAD, POST');
  });
});

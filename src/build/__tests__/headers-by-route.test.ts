import { describe, expect, it } from 'vitest';
import { headersByRoute, type RouteHeaders } from '../headers-by-route.ts';

const page = (pattern: string, csp: string): RouteHeaders => ({
  headers: new Headers({ 'Content-Security-Policy': csp }),
  route: { pattern },
});

describe('headersByRoute', () => {
  it('keeps one entry a route pattern when its pages share their headers', () => {
    const folded = headersByRoute(
      new Map([
        ['/en/a/', page('/[culture]/[school]', 'policy')],
        ['/ru/a/', page('/[culture]/[school]', 'policy')],
        ['/en/about/', page('/en/about', 'policy')],
      ]),
    );
    expect([...folded.keys()]).toEqual(['/[culture]/[school]', '/en/about']);
    expect(folded.get('/[culture]/[school]')?.headers.get('content-security-policy')).toBe('policy');
  });

  it('keeps every page of a pattern whose pages differ, each with its own headers', () => {
    const folded = headersByRoute(
      new Map([
        ['/en/a/', page('/[culture]/[school]', 'one')],
        ['/ru/a/', page('/[culture]/[school]', 'two')],
        ['/en/', page('/[culture]', 'one')],
      ]),
    );
    expect([...folded].map(([key, entry]) => [key, entry.headers.get('content-security-policy')])).toEqual([
      ['/en/a/', 'one'],
      ['/ru/a/', 'two'],
      ['/[culture]', 'one'],
    ]);
  });

  it('tells header sets apart by every header, not the policy alone', () => {
    const other: RouteHeaders = {
      headers: new Headers({ 'Content-Security-Policy': 'policy', 'X-Extra': '1' }),
      route: { pattern: '/[p]' },
    };
    expect(
      headersByRoute(
        new Map([
          ['/a/', page('/[p]', 'policy')],
          ['/b/', other],
        ]),
      ).size,
    ).toBe(2);
  });
});

import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { apiMethodsOf, apiRouteMethods, pageMethodsFor } from '../allowed-methods.ts';
import { hasBrokenPercentEncoding } from '../has-broken-percent-encoding.ts';
import { isApiCaseVariant, isApiPath } from '../is-api-path.ts';
import { mediaTypeOf } from '../media-type.ts';
import { normaliseRequestTarget } from '../normalise-request-target.ts';

const incoming = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers: { host: 'site.example', ...headers } }) as unknown as IncomingMessage;

describe('normaliseRequestTarget', () => {
  it('keeps an origin-form target as it is', () => {
    const req = incoming('/api/health?x=%20');
    expect(normaliseRequestTarget(req)).toBe(true);
    expect([req.url, req.headers.host]).toEqual(['/api/health?x=%20', 'site.example']);
  });

  it('turns an absolute-form target into its path and query, byte for byte, with its authority as the Host', () => {
    for (const [target, url, host] of [
      ['http://www.example.com/api/health', '/api/health', 'www.example.com'],
      ['https://EXAMPLE.com:8443/en/?q=a%2Fb&c', '/en/?q=a%2Fb&c', 'EXAMPLE.com:8443'],
      ['HTTP://example.com', '/', 'example.com'],
      ['http://example.com?x=1', '/?x=1', 'example.com'],
      ['http://[::1]:4321/api/../en/', '/api/../en/', '[::1]:4321'],
    ] as const) {
      const req = incoming(target);
      expect(normaliseRequestTarget(req), target).toBe(true);
      expect([req.url, req.headers.host], target).toEqual([url, host]);
    }
  });

  it('refuses what is neither form', () => {
    for (const target of [
      '*',
      'example.com:443',
      'ftp://example.com/',
      'http:///api/health',
      'http://exa mple.com/',
      'api/health',
      '',
    ]) {
      expect(normaliseRequestTarget(incoming(target)), target).toBe(false);
    }
  });
});

describe('the methods an address answers', () => {
  it('are, on the API, what its routes answer, HEAD with GET', () => {
    const api = new Hono()
      .get('/a', (c) => c.text('a'))
      .post('/b', (c) => c.text('b'))
      .delete('/c', (c) => c.text('c'));
    api.use('*', async (_c, next) => next());
    expect([...apiMethodsOf(api)].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'POST']);
    expect(apiMethodsOf({ fetch: () => new Response() })).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('are, at an API address, what the routes written for it take, or none when no route is', () => {
    const api = new Hono()
      .get('/items/:id', (c) => c.text('item'))
      .delete('/items/:id', (c) => c.text('gone'))
      .post('/items', (c) => c.text('made'));
    api.use('*', async (_c, next) => next());
    api.options('*', (c) => c.body(null, 204));
    const methodsAt = apiRouteMethods(api);
    expect(methodsAt('/items/7')).toEqual(['GET', 'HEAD', 'DELETE', 'OPTIONS']);
    expect(methodsAt('/items/7/')).toEqual(['GET', 'HEAD', 'DELETE', 'OPTIONS']);
    expect(methodsAt('/items')).toEqual(['POST', 'OPTIONS']);
    expect(methodsAt('/nothing')).toBeUndefined();
    expect(apiRouteMethods({ fetch: () => new Response() })('/items')).toBeUndefined();
  });

  it('are, on a page, reads for a built file and reads and forms for any other address', () => {
    expect(pageMethodsFor(true)).toEqual(['GET', 'HEAD']);
    expect(pageMethodsFor(false)).toEqual(['GET', 'HEAD', 'POST']);
  });
});

describe('isApiPath and isApiCaseVariant', () => {
  it('tell the API from its case variants and from look-alikes', () => {
    expect([isApiPath('/api'), isApiPath('/api/health'), isApiPath('/apix'), isApiPath('/API/health')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([
      isApiCaseVariant('/API/health'),
      isApiCaseVariant('/aPi'),
      isApiCaseVariant('/api/health'),
      isApiCaseVariant('/APIX'),
    ]).toEqual([true, true, false, false]);
  });
});

describe('mediaTypeOf', () => {
  it('gives the type without parameters, lower-cased, or nothing', () => {
    expect(mediaTypeOf('Multipart/Form-Data; boundary=x')).toBe('multipart/form-data');
    expect(mediaTypeOf(' application/x-www-form-urlencoded ;charset=utf-8')).toBe('application/x-www-form-urlencoded');
    expect([mediaTypeOf(undefined), mediaTypeOf(''), mediaTypeOf(';')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('hasBrokenPercentEncoding', () => {
  it('finds stray percent signs and escapes of bytes that are no UTF-8', () => {
    for (const path of ['/%', '/%ZZ/', '/en/%C0%AF/', '/en/%ED%A0%80/', '/a%2'])
      expect(hasBrokenPercentEncoding(path), path).toBe(true);
    for (const path of ['/', '/en/', '/en/%C3%A9/', '/a%20b', '/%00'])
      expect(hasBrokenPercentEncoding(path), path).toBe(false);
  });
});

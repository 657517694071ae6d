import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';

describe('CDN_HOST', () => {
  it('is unset by default: the site serves its own assets', () => {
    expect(loadConfig({}).cdnOrigin).toBeUndefined();
  });

  it('takes a host name or an https origin and gives the origin the assets are loaded from', () => {
    expect(loadConfig({ CDN_HOST: 'cdn.linguatrips.example' }).cdnOrigin).toBe('https://cdn.linguatrips.example');
    expect(loadConfig({ CDN_HOST: 'https://CDN.linguatrips.example/' }).cdnOrigin).toBe(
      'https://cdn.linguatrips.example',
    );
    expect(loadConfig({ CDN_HOST: 'assets.linguatrips.example:8443' }).cdnOrigin).toBe(
      'https://assets.linguatrips.example:8443',
    );
  });

  it('refuses a path, a plain-http origin or a bare word, saying what it expects', () => {
    for (const value of [
      'http://cdn.linguatrips.example',
      'cdn.linguatrips.example/assets',
      'localhost',
      'cdn linguatrips',
    ]) {
      expect(() => loadConfig({ CDN_HOST: value }), value).toThrow(
        'invalid environment variable CDN_HOST: must be a host name such as cdn.linguatrips.example (or its https:// origin)',
      );
    }
  });
});

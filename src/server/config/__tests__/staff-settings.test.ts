import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env.ts';

describe('the office settings of the environment', () => {
  it('requires AUTH_SECRET in production, naming the variable', () => {
    expect(() => loadConfig({ ENVIRONMENT_NAME: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ENVIRONMENT_NAME: 'production' })).toThrow(
      /^invalid environment variable AUTH_SECRET: is required in production/,
    );
    expect(loadConfig({ ENVIRONMENT_NAME: 'production', AUTH_SECRET: 'x'.repeat(32) }).authSecret).toBe('x'.repeat(32));
  });

  it('refuses a short secret and gives development a stand-in', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'too short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(loadConfig({}).authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads how many proxies stand in front of the server (0 to 5)', () => {
    expect(loadConfig({}).trustedProxies).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustedProxies).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: '9' })).toThrow(/TRUST_PROXY: must be at most 5/);
  });
});

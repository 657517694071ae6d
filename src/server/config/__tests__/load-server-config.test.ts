import { describe, expect, it } from 'vitest';
import { ConfigError } from '../env.ts';
import { loadServerConfig } from '../load-server-config.ts';

const SECRET = 'x'.repeat(32);

describe('the settings of a serving process', () => {
  it('refuses to serve in production without BASE_ADDRESS, naming the variable and the localhost links it prevents', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(/^invalid environment variable BASE_ADDRESS: is required in production .*http:\/\/localhost:4321/);
    expect(() => loadServerConfig({ ENVIRONMENT_NAME: 'production', AUTH_SECRET: SECRET })).toThrow(/BASE_ADDRESS: is required in production/);
    // An empty value counts as unset, as everywhere in the settings.
    expect(() => loadServerConfig({ NODE_ENV: 'production', BASE_ADDRESS: '' })).toThrow(/BASE_ADDRESS/);
  });

  it('serves in production with the public address given, without its trailing slash', () => {
    expect(loadServerConfig({ NODE_ENV: 'production', BASE_ADDRESS: 'https://www.linguatrips.example/' }).baseAddress).toBe('https://www.linguatrips.example');
    expect(loadServerConfig({ ENVIRONMENT_NAME: 'production', AUTH_SECRET: SECRET, BASE_ADDRESS: 'https://www.linguatrips.example' }).baseAddress).toBe('https://www.linguatrips.example');
  });

  it('keeps the localhost default in development and tests', () => {
    expect(loadServerConfig({}).baseAddress).toBe('http://localhost:4321');
    expect(loadServerConfig({ NODE_ENV: 'development', ENVIRONMENT_NAME: 'test' }).baseAddress).toBe('http://localhost:4321');
  });
});

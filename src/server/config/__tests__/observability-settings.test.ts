import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';

describe('LOG_LEVEL and LOG_FORMAT', () => {
  it('default to info, readable lines in development, JSON elsewhere, and silence under test', () => {
    expect(loadConfig({})).toMatchObject({ logLevel: 'info', logFormat: 'pretty' });
    expect(loadConfig({ ENVIRONMENT_NAME: 'production', AUTH_SECRET: 'x'.repeat(32) })).toMatchObject({
      logLevel: 'info',
      logFormat: 'json',
    });
    expect(loadConfig({ ENVIRONMENT_NAME: 'test' })).toMatchObject({ logLevel: 'silent', logFormat: 'json' });
    expect(loadConfig({ ENVIRONMENT_NAME: 'test', LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty' })).toMatchObject({
      logLevel: 'debug',
      logFormat: 'pretty',
    });
  });

  it('refuse what pino does not know, naming the choices', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'invalid environment variable LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(
      'invalid environment variable LOG_FORMAT: must be json or pretty',
    );
  });
});

describe('METRICS_PORT, METRICS_HOST and BUILD_COMMIT', () => {
  it('serve no metrics unless a port is set, and on loopback unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, metricsHost: '127.0.0.1', buildCommit: undefined });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.11', BUILD_COMMIT: '1c6e7d3' })).toMatchObject({
      metricsPort: 9464,
      metricsHost: '10.0.0.11',
      buildCommit: '1c6e7d3',
    });
  });

  it('refuse a port that is not one and a commit that is not a hash', () => {
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(
      'invalid environment variable METRICS_PORT: must be a port number',
    );
    expect(() => loadConfig({ BUILD_COMMIT: 'main' })).toThrow('invalid environment variable BUILD_COMMIT');
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError } from '../env.ts';
import { loadServerConfig } from '../load-server-config.ts';

const SECRET = 'x'.repeat(32);
const PRODUCTION = {
  ENVIRONMENT_NAME: 'production',
  AUTH_SECRET: SECRET,
  DATABASE_URL: 'postgres://linguatrips@db.internal/linguatrips',
  SMTP_URL: 'smtp://mail.internal:587',
};

describe('the settings of a serving process', () => {
  it('refuses to serve in production without BASE_ADDRESS, naming the variable and the localhost links it prevents', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(
      /^invalid environment variable BASE_ADDRESS: is required in production .*http:\/\/localhost:4321/,
    );
    // An empty value counts as unset, as everywhere in the settings.
    expect(() => loadServerConfig({ NODE_ENV: 'production', BASE_ADDRESS: '' })).toThrow(/BASE_ADDRESS/);
  });

  it('serves in production with the public address given, without its trailing slash', () => {
    expect(
      loadServerConfig({ NODE_ENV: 'production', BASE_ADDRESS: 'https://www.linguatrips.example/' }).baseAddress,
    ).toBe('https://www.linguatrips.example');
    expect(loadServerConfig({ ...PRODUCTION, BASE_ADDRESS: 'https://www.linguatrips.example' }).baseAddress).toBe(
      'https://www.linguatrips.example',
    );
  });

  it('keeps the localhost default in development and tests', () => {
    expect(loadServerConfig({}).baseAddress).toBe('http://localhost:4321');
    expect(loadServerConfig({ NODE_ENV: 'development', ENVIRONMENT_NAME: 'test' }).baseAddress).toBe(
      'http://localhost:4321',
    );
  });

  it('with ENVIRONMENT_NAME=production, names everything a real deployment needs and lacks, at once', () => {
    expect(() => loadServerConfig({ ENVIRONMENT_NAME: 'production', AUTH_SECRET: SECRET })).toThrow(
      'invalid environment variable BASE_ADDRESS: ENVIRONMENT_NAME=production needs BASE_ADDRESS: the public https address of the site (booking e-mails, canonical links and cookies are built on it); DATABASE_URL: the PostgreSQL server (without it every instance keeps its own embedded database and bookings split between them); SMTP_URL: the mail server (without it mails are written to files and nobody receives them)',
    );
    // An http:// public address would send passwords and booking links in clear.
    expect(() => loadServerConfig({ ...PRODUCTION, BASE_ADDRESS: 'http://www.linguatrips.example' })).toThrow(
      /^invalid environment variable BASE_ADDRESS: ENVIRONMENT_NAME=production needs BASE_ADDRESS: the public https address/,
    );
    const { SMTP_URL: _smtp, ...withoutMail } = PRODUCTION;
    expect(() => loadServerConfig({ ...withoutMail, BASE_ADDRESS: 'https://www.linguatrips.example' })).toThrow(
      /^invalid environment variable SMTP_URL: ENVIRONMENT_NAME=production needs SMTP_URL: the mail server/,
    );
    // The secret of sessions and signed links, as loadConfig asks for it.
    const { AUTH_SECRET: _secret, ...withoutSecret } = PRODUCTION;
    expect(() => loadServerConfig({ ...withoutSecret, BASE_ADDRESS: 'https://www.linguatrips.example' })).toThrow(
      /^invalid environment variable AUTH_SECRET: is required in production/,
    );
  });
});

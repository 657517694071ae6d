import { ConfigError, loadConfig, type Config } from './env.ts';

/** What a production server cannot run without, and what goes wrong silently when it is left to its default. */
const PRODUCTION_NEEDS = [
  {
    variable: 'BASE_ADDRESS',
    given: (env: Env) => Boolean(env.BASE_ADDRESS?.startsWith('https://')),
    need: 'the public https address of the site (booking e-mails, canonical links and cookies are built on it)',
  },
  {
    variable: 'DATABASE_URL',
    given: (env: Env) => Boolean(env.DATABASE_URL),
    need: 'the PostgreSQL server (without it every instance keeps its own embedded database and bookings split between them)',
  },
  {
    variable: 'SMTP_URL',
    given: (env: Env) => Boolean(env.SMTP_URL),
    need: 'the mail server (without it mails are written to files and nobody receives them)',
  },
] as const;

type Env = Record<string, string | undefined>;

/**
 * The settings of a serving process: loadConfig's, checked for production. With
 * ENVIRONMENT_NAME=production the server refuses to start without an https BASE_ADDRESS, a
 * DATABASE_URL and an SMTP_URL (AUTH_SECRET, the secret of sessions and signed links, loadConfig
 * already demands), naming every one missing at once. NODE_ENV=production alone, as hosts and
 * process managers set it, asks only for BASE_ADDRESS: its development default would put
 * http://localhost:4321 into every booking e-mail. The build keeps plain loadConfig: Vite sets
 * NODE_ENV=production while it renders, on developers' machines too.
 */
export function loadServerConfig(env: Env = process.env): Config {
  const config = loadConfig(env);
  if (config.environmentName === 'production') {
    const missing = PRODUCTION_NEEDS.filter((need) => !need.given(env));
    if (missing.length > 0)
      throw new ConfigError(
        missing[0]!.variable,
        `ENVIRONMENT_NAME=production needs ${missing.map((need) => `${need.variable}: ${need.need}`).join('; ')}`,
      );
  }
  if (env.NODE_ENV === 'production' && !env.BASE_ADDRESS) {
    throw new ConfigError(
      'BASE_ADDRESS',
      'is required in production (NODE_ENV=production or ENVIRONMENT_NAME=production): set it to the public address of the site, such as https://www.linguatrips.example, or the booking e-mails will link to http://localhost:4321',
    );
  }
  return config;
}

import { ConfigError, loadConfig, type Config } from './env.ts';

/**
 * The settings of a serving process: loadConfig's, and in production (NODE_ENV=production, as
 * hosts and process managers set it, or ENVIRONMENT_NAME=production) BASE_ADDRESS must be given.
 * Its development default would put http://localhost:4321 into every booking e-mail, canonical
 * link and cookie origin. The build keeps plain loadConfig: Vite sets NODE_ENV=production while
 * it renders, on developers' machines too.
 */
export function loadServerConfig(env: Record<string, string | undefined> = process.env): Config {
  const config = loadConfig(env);
  const production = env.NODE_ENV === 'production' || config.environmentName === 'production';
  if (production && !env.BASE_ADDRESS) {
    throw new ConfigError('BASE_ADDRESS', 'is required in production (NODE_ENV=production or ENVIRONMENT_NAME=production): set it to the public address of the site, such as https://www.linguatrips.example, or the booking e-mails will link to http://localhost:4321');
  }
  return config;
}

/**
 * The database and Redis servers a test run uses, and the one rule about them: a server named in
 * TEST_DATABASE_URL or TEST_REDIS_URL must answer, and under CI=true both must be named (.ci/run
 * exports each only when its server answers, so a missing one means CI lacks it). Without CI a
 * developer may leave them unset: the API suites then run on PGlite only and the Redis suites skip.
 */
export interface RequiredServices {
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
}

export function requiredServices(env: NodeJS.ProcessEnv = process.env): RequiredServices {
  const databaseUrl = env.TEST_DATABASE_URL || undefined;
  const redisUrl = env.TEST_REDIS_URL || undefined;
  if (env.CI === 'true') {
    const missing = [
      !databaseUrl && 'TEST_DATABASE_URL (a PostgreSQL server)',
      !redisUrl && 'TEST_REDIS_URL (a Redis server)',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(
        `CI=true but ${missing.join(' and ')} not set: .ci/run exports them when the servers answer on 127.0.0.1, so CI is missing a server the suites need`,
      );
    }
  }
  return { databaseUrl, redisUrl };
}

// Starts the server and stops it on SIGTERM or SIGINT, run by the production entry (main.ts).
import { pino } from 'pino';
import { ConfigError, type Config } from './config/env.ts';
import { loadServerConfig } from './config/load-server-config.ts';
import { DatabaseInUseError } from './db/database-in-use-error.ts';
import { DatabaseUnreachableError } from './db/database-unreachable-error.ts';
import { createLogger, type Logger } from './observability/create-logger.ts';
import { prettyDestination } from './observability/pretty-destination.ts';
import { startServer, type RunningServer } from './start-server.ts';

/** The process's log: LOG_LEVEL, and pino-pretty's lines under LOG_FORMAT=pretty (the development default) when it is installed. */
async function openLogger(config: Config): Promise<Logger> {
  if (config.logFormat !== 'pretty') return createLogger({ level: config.logLevel });
  const destination = await prettyDestination();
  if (destination) return createLogger({ level: config.logLevel, destination });
  const logger = createLogger({ level: config.logLevel });
  logger.warn('LOG_FORMAT=pretty but pino-pretty is not installed (npm ci --omit=dev?): the log stays JSON');
  return logger;
}

// Why the process could not start goes to stderr whatever LOG_LEVEL says (tests run silent): one
// JSON line, written before the exit.
const startupLogger = createLogger({ destination: pino.destination({ dest: 2, sync: true }) });
let logger: Logger = startupLogger;

// A database that refuses, or accepts and never answers, fails the first query within
// DATABASE_CONNECT_TIMEOUT_MS (5 s by default; see openDatabase), so start-up stops with one line
// rather than hanging. A first start on an empty database migrates and seeds: no overall limit.
async function start(): Promise<RunningServer> {
  const config = loadServerConfig();
  logger = await openLogger(config);
  return startServer({
    port: config.port,
    host: config.host,
    databaseUrl: config.databaseUrl,
    dataDir: config.pgliteDir,
    contentDir: config.contentDir,
    config,
    logger,
  });
}

let running: RunningServer;
try {
  running = await start();
} catch (error) {
  // What an operator can fix gets one line naming the variable; anything else keeps its stack.
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError || error instanceof DatabaseInUseError)
    startupLogger.fatal(error.message);
  else startupLogger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
}
logger.info(
  {
    url: running.url,
    database: running.database,
    staticFiles: running.staticFiles,
    metrics: running.metricsUrl ? `${running.metricsUrl}/metrics` : 'off (METRICS_PORT unset)',
  },
  `LinguaTrips is serving ${running.staticFiles} files with its API (${running.database}) on ${running.url}`,
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, `${signal}: finishing the requests in flight, then closing`);
  try {
    await running.close();
    logger.flush();
    process.exit(0);
  } catch (error) {
    logger.fatal({ err: error }, 'shutdown failed');
    logger.flush();
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

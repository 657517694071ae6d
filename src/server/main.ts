// The production entry: `npm run serve` (and `npm start` after building).
import { ConfigError, loadConfig } from './config/env.ts';
import { DatabaseUnreachableError } from './db/database-unreachable-error.ts';
import { startServer, type RunningServer } from './start-server.ts';

// Past this, a database that accepts connections but never answers is reported and the process
// ends, rather than hanging silently (issue: a frozen database at start-up).
const START_LIMIT_MS = 15_000;

async function start(): Promise<RunningServer> {
  const config = loadConfig();
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`the server did not start within ${START_LIMIT_MS / 1000} s; is the database at DATABASE_URL answering?`)), START_LIMIT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([startServer({ port: config.port, host: config.host, databaseUrl: config.databaseUrl, dataDir: config.pgliteDir, contentDir: config.contentDir, config }), tooSlow]);
  } finally {
    clearTimeout(timer);
  }
}

let running: RunningServer;
try {
  running = await start();
} catch (error) {
  // What an operator can fix gets one line naming the variable; anything else keeps its stack.
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) console.error(error.message);
  else console.error('start-up failed:', error);
  process.exit(1);
}
console.log(`LinguaTrips is serving ${running.staticFiles} files with its API (${running.database}) on ${running.url}`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the requests in flight, then closing`);
  try {
    await running.close();
    process.exit(0);
  } catch (error) {
    console.error('shutdown failed:', error);
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

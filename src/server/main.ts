// The production entry: `npm run serve` (and `npm start` after building).
import { ConfigError } from './config/env.ts';
import { loadServerConfig } from './config/load-server-config.ts';
import { DatabaseUnreachableError } from './db/database-unreachable-error.ts';
import { startServer, type RunningServer } from './start-server.ts';

// A database that refuses, or accepts and never answers, fails the first query within
// DATABASE_CONNECT_TIMEOUT_MS (5 s by default; see openDatabase), so start-up stops with one line
// rather than hanging. A first start on an empty database migrates and seeds: no overall limit.
async function start(): Promise<RunningServer> {
  const config = loadServerConfig();
  return startServer({ port: config.port, host: config.host, databaseUrl: config.databaseUrl, dataDir: config.pgliteDir, contentDir: config.contentDir, config });
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

// The production entry: `npm run serve` (and `npm start` after building).
import { ConfigError, loadConfig } from './config/env.ts';
import { DatabaseUnreachableError } from './db/database-unreachable-error.ts';
import { redactDatabaseUrl } from './db/redact-database-url.ts';
import type { RunningServer } from './start-server.ts';

// Counted from the process's own start (performance.now()), module loading included: a database
// that accepts connections but never answers is reported and the process ends, rather than
// hanging silently. A first start on an empty database also migrates and seeds, well within it.
const START_LIMIT_MS = 14_000;

async function start(): Promise<RunningServer> {
  const config = loadConfig();
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, fail) => {
    const late = new Error(`no answer within ${START_LIMIT_MS / 1000} s of starting`);
    const problem = config.databaseUrl ? new DatabaseUnreachableError(redactDatabaseUrl(config.databaseUrl), late) : new Error(`the server did not start: the embedded database in PGLITE_DIR=${config.pgliteDir} gave ${late.message}`);
    timer = setTimeout(() => fail(problem), Math.max(0, START_LIMIT_MS - performance.now()));
    timer.unref();
  });
  try {
    // Loaded here rather than imported above, so the time it takes counts against the limit too.
    const { startServer } = await import('./start-server.ts');
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
  else if (error instanceof Error && error.message.startsWith('the server did not start')) console.error(error.message);
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

// The production entry: `npm run serve` (and `npm start` after building).
import { loadConfig } from './config/env.ts';
import { startServer } from './start-server.ts';

const config = loadConfig();
const running = await startServer({
  port: config.port,
  host: config.host,
  databaseUrl: config.databaseUrl,
  dataDir: config.pgliteDir,
  contentDir: config.contentDir,
});
console.log(`LinguaTrips is serving ${running.staticFiles} files with its API (${running.database}) on ${running.url}`);

const stop = async (signal: string) => {
  console.log(`${signal}: closing`);
  await running.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

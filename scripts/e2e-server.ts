// The server the browser journeys run against: the built site with a fresh database, removed on
// exit, so every run starts from content/. The database is an embedded one in a temporary folder,
// or, when TEST_DATABASE_URL names a PostgreSQL server, a database of its own there, which the
// journeys can read to check what the site stored (scripts/e2e/e2e-database.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../src/server/start-server.ts';
import { createE2eDatabase, dropE2eDatabase } from './e2e/e2e-database.ts';

const port = Number(process.env.PORT ?? 4399);
const postgresServer = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'linguatrips-e2e-'));
const databaseUrl = postgresServer ? await createE2eDatabase(port, postgresServer) : undefined;
const running = await startServer({ port, host: '127.0.0.1', dataDir: join(dataDir, 'pglite'), databaseUrl });
console.log(`e2e server on ${running.url} (${running.database})`);
const stop = async () => {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (postgresServer) await dropE2eDatabase(port, postgresServer);
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

// The server the browser journeys run against: the built site with a fresh embedded database
// in a temporary folder, removed on exit, so every run starts from content/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../src/server/start-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'linguatrips-e2e-'));
const running = await startServer({ port: Number(process.env.PORT ?? 4399), host: '127.0.0.1', dataDir: join(dataDir, 'pglite') });
console.log(`e2e server on ${running.url}`);
const stop = async () => {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

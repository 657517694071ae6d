// The built server for the pricing benchmark, in a process of its own, so the load generator
// does not share its event loop. It serves an in-memory PGlite seeded from content/ (never the
// developer's database) or the PostgreSQL database it is given, reports its address over IPC,
// and its CPU time when asked.
import type { AddressInfo } from 'node:net';
import { loadConfig } from '#server/config/env.ts';
import { startServer } from '#server/start-server.ts';

import type { ChildServerMessage } from './start-child-server.ts';

const [distDir, contentDir, databaseUrl] = process.argv.slice(2);
// The load comes from one IP, thousands of requests a second: the read API's rate limit is off.
// The request log stays on, at info, in production's format (JSON lines on stdout, which the
// benchmark sends to a file): a line a request is part of what a request costs.
const running = await startServer({
  port: 0,
  host: '127.0.0.1',
  distDir,
  contentDir,
  dataDir: 'memory://',
  databaseUrl: databaseUrl || undefined,
  config: loadConfig({ ...process.env, RATE_LIMITS: 'off', LOG_LEVEL: 'info', LOG_FORMAT: 'json' }),
});
const { port } = running.server.address() as AddressInfo;
const send = (message: ChildServerMessage) => process.send?.(message);
send({ type: 'listening', url: `http://127.0.0.1:${port}` });

process.on('message', (message: unknown) => {
  if (message === 'cpu') {
    const usage = process.cpuUsage();
    send({ type: 'cpu', micros: usage.user + usage.system });
  }
});
process.once('disconnect', () => {
  void running.close().then(() => process.exit(0));
});

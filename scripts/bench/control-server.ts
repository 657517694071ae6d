// The control of a benchmark, in a process of its own: a bare Hono app (the framework of the API)
// answering fixed bytes from memory, with nothing else: no middleware, no database, no files.
// What the machine and the framework can do at best in the same run, to read the measured
// server's figures against. Reports its address over IPC and closes when the channel does.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export type ControlRoute = { path: string; headers: Record<string, string> } & ({ file: string } | { json: unknown });
import type { ChildServerMessage } from './start-child-server.ts';

const routes = JSON.parse(process.argv[2] ?? '[]') as ControlRoute[];
const app = new Hono();
for (const route of routes) {
  if ('file' in route) {
    const bytes = readFileSync(route.file);
    app.get(route.path, (c) => c.body(bytes, 200, route.headers));
  } else {
    const value = route.json;
    app.get(route.path, (c) => c.json(value, 200, route.headers));
  }
}
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  const message: ChildServerMessage = { type: 'listening', url: `http://127.0.0.1:${info.port}` };
  process.send?.(message);
});
process.on('message', (message: unknown) => {
  if (message !== 'cpu') return;
  const usage = process.cpuUsage();
  process.send?.({ type: 'cpu', micros: usage.user + usage.system } satisfies ChildServerMessage);
});
process.once('disconnect', () => {
  server.close();
  process.exit(0);
});

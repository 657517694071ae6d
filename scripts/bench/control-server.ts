// The control of a benchmark, in a process of its own: fixed bytes from memory with nothing else
// (no middleware, no database, no files), either through a bare Hono app (the framework of the
// API) or a bare node:http route (`node`: what Node itself can do on this machine). What the
// machine can do at best in the same run, to read the measured server's figures against. Reports
// its address over IPC and closes when the channel does.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { ChildServerMessage } from './start-child-server.ts';

export type ControlRoute = { path: string; headers: Record<string, string> } & ({ file: string } | { json: unknown });
export type ControlFramework = 'hono' | 'node';

const routes = JSON.parse(process.argv[2] ?? '[]') as ControlRoute[];
const framework = (process.argv[3] ?? 'hono') as ControlFramework;
const listening = (port: number) => {
  const message: ChildServerMessage = { type: 'listening', url: `http://127.0.0.1:${port}` };
  process.send?.(message);
};
let close: () => void;
if (framework === 'node') {
  const answers = new Map(
    routes.map((route) => {
      const body = 'file' in route ? readFileSync(route.file) : Buffer.from(JSON.stringify(route.json));
      const type = 'file' in route ? {} : { 'Content-Type': 'application/json' };
      return [route.path, { body, headers: { ...type, ...route.headers, 'Content-Length': String(body.length) } }];
    }),
  );
  const server = createServer((req, res) => {
    const answer = answers.get((req.url ?? '/').split('?', 1)[0]!);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.headers).end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => listening((server.address() as AddressInfo).port));
  close = () => server.close();
} else {
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
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
    listening(info.port),
  );
  close = () => server.close();
}
process.on('message', (message: unknown) => {
  if (message !== 'cpu') return;
  const usage = process.cpuUsage();
  process.send?.({ type: 'cpu', micros: usage.user + usage.system } satisfies ChildServerMessage);
});
process.once('disconnect', () => {
  close();
  process.exit(0);
});

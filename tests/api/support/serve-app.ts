import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export interface ServedApp {
  baseUrl: string;
  /** GETs a path over HTTP and returns the status and the parsed JSON body. */
  get<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

/** Serves an app over real HTTP on a free port of 127.0.0.1, the way @hono/node-server serves it in production. */
export async function serveApp(app: Hono): Promise<ServedApp> {
  const server = await new Promise<Server>((done) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(server as Server));
  });
  return served(server);
}

/** Serves a Node listener (the server's HTTP handler, createHttpHandler) over real HTTP on a free port of 127.0.0.1. */
export async function serveListener(listener: RequestListener): Promise<ServedApp> {
  const server = createServer(listener);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return served(server);
}

function served(server: Server): ServedApp {
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    async get<T>(path: string, init?: RequestInit) {
      const response = await fetch(`${baseUrl}${path}`, init);
      return { status: response.status, body: (await response.json()) as T, headers: response.headers };
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        // fetch keeps connections alive; without this close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * Serves the app on a free port of 127.0.0.1 as production does (@hono/node-server) and gives a
 * `request(path)` that fetches it over a kept-alive connection, so a timing includes HTTP.
 */
export async function serveOverHttp(
  app: Hono,
): Promise<{ request(path: string): Promise<Response>; close(): Promise<void> }> {
  const { server, port } = await new Promise<{ server: Server; port: number }>((done) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      done({ server: server as Server, port: info.port }),
    );
  });
  return {
    request: (path) => fetch(`http://127.0.0.1:${port}${path}`),
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

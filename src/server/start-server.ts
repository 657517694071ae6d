import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { startApi } from './start-api.ts';
import { createStaticFiles } from './http/static-files.ts';
import { createHttpHandler, type AstroHandler } from './http/create-http-handler.ts';

export interface ServerOptions {
  port: number;
  host: string;
  /** The build output: client/ holds the static site, server/entry.mjs the on-demand pages. */
  distDir?: string;
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  contentDir?: string | undefined;
}

export interface RunningServer {
  url: string;
  server: Server;
  staticFiles: number;
  database: string;
  close(): Promise<void>;
}

/** Starts the whole site on one port: API, static files and on-demand pages. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const distDir = resolve(options.distDir ?? 'dist');
  const api = await startApi({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, contentDir: options.contentDir });
  const staticFiles = createStaticFiles(join(distDir, 'client'));
  const entry = join(distDir, 'server', 'entry.mjs');
  const astro = existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as { handler: AstroHandler }).handler : undefined;
  const server = createServer(createHttpHandler({ api: api.app, staticFiles, astro }));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    server,
    staticFiles: staticFiles.count,
    database: api.kind,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await api.close();
    },
  };
}

import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { startApi } from './start-api.ts';
import { createStaticFiles } from './http/static-files.ts';
import { createHttpHandler, type AstroHandler } from './http/create-http-handler.ts';
import { loadConfig, type Config } from './config/env.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import { createMailer } from './mail/create-mailer.ts';
import { createBookingService } from './services/booking-service.ts';

export interface ServerOptions {
  port: number;
  host: string;
  /** The build output: client/ holds the static site, server/entry.mjs the on-demand pages. */
  distDir?: string;
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  contentDir?: string | undefined;
  /** Defaults to loadConfig() of the environment (tests point SMTP_URL at their own server). */
  config?: Config;
  clock?: Clock;
}

export interface RunningServer {
  url: string;
  server: Server;
  staticFiles: number;
  database: string;
  /** The database the site writes bookings to (tests read it back). */
  db: Database;
  close(): Promise<void>;
}

/** Starts the whole site on one port: API, static files and on-demand pages. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const distDir = resolve(options.distDir ?? 'dist');
  const config = options.config ?? loadConfig();
  const api = await startApi({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, contentDir: options.contentDir, config, ...(options.clock ? { clock: options.clock } : {}) });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir });
  const bookings = createBookingService({ db: api.db, clock: options.clock ?? systemClock, config, mailer });
  const staticFiles = createStaticFiles(join(distDir, 'client'));
  const entry = join(distDir, 'server', 'entry.mjs');
  const astro = existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as { handler: AstroHandler }).handler : undefined;
  const server = createServer(createHttpHandler({ api: api.app, staticFiles, astro, locals: { bookings } }));
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
    db: api.db,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      mailer.close();
      await api.close();
    },
  };
}

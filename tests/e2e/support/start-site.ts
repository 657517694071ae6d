import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { loadConfig } from '#server/config/env.ts';
import { startServer, type RunningServer } from '#server/start-server.ts';
import { startSmtpInbox, type SmtpInbox } from '../../support/smtp-inbox.ts';
import type { Logger } from '#server/observability/create-logger.ts';
import { E2E_TEMPLATES_VARIABLE, type TemplateDatabases } from '../../api/support/template-databases.ts';

export const AGENCY_EMAIL = 'agency@linguatrips.test';

export interface TestSite {
  url: string;
  server: RunningServer;
  inbox: SmtpInbox;
  /** Stops the site and starts it again on the same database (restart survival). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The built site (dist/) served in this test process on a free port, with a fresh embedded
 * database in a temporary folder (or a PostgreSQL URL) and its mail going to a real SMTP server
 * started here, so a test can read the bookings table and the mails the site sent.
 */
export async function startSite(
  options: {
    databaseUrl?: string;
    env?: Record<string, string>;
    logger?: Logger;
    /**
     * Serves a build of its own, a hard-linked copy of dist's, in the site's folder: for a site that
     * rebuilds its pages (PUBLISH_REBUILD) without switching the build the other journeys read.
     */
    ownBuild?: boolean;
  } = {},
): Promise<TestSite> {
  const inbox = await startSmtpInbox();
  const dir = mkdtempSync(join(tmpdir(), 'linguatrips-site-'));
  // No rate limits unless a test sets them: the journeys book and price from one IP all day.
  const config = loadConfig({
    ENVIRONMENT_NAME: 'test',
    SMTP_URL: inbox.url,
    AGENCY_EMAIL,
    OUTBOX_DIR: join(dir, 'outbox'),
    RATE_LIMITS: 'off',
    ...options.env,
  });
  // A copy of the run's migrated and seeded folder (global-setup.ts): the server finds it ready.
  const { pgliteDir } = JSON.parse(process.env[E2E_TEMPLATES_VARIABLE] ?? '{}') as TemplateDatabases;
  if (!options.databaseUrl && pgliteDir) cpSync(pgliteDir, join(dir, 'pglite'), { recursive: true });
  // Hard links need the served build's file system, which the temporary folder (a tmpfs under
  // npm test) may not be: the copy goes beside dist, in .cache/.
  let own: string | undefined;
  if (options.ownBuild) {
    mkdirSync(resolve('.cache'), { recursive: true });
    own = mkdtempSync(join(resolve('.cache'), 'site-build-'));
    const served = realpathSync(resolve('dist'));
    mkdirSync(join(own, 'dist.builds'));
    execFileSync('cp', ['-al', served, join(own, 'dist.builds', basename(served))]);
    symlinkSync(join(own, 'dist.builds', basename(served)), join(own, 'dist'));
    // Its server chunks find their packages through a folder above them, as the build's own do.
    symlinkSync(resolve('node_modules'), join(own, 'node_modules'), 'dir');
  }
  const distDir = own && join(own, 'dist');
  const start = () =>
    startServer({
      ...(distDir ? { distDir } : {}),
      port: 0,
      host: '127.0.0.1',
      dataDir: join(dir, 'pglite'),
      databaseUrl: options.databaseUrl,
      config,
      ...(options.logger ? { logger: options.logger } : {}),
    });
  let server = await start();
  const site: TestSite = {
    url: server.url,
    server,
    inbox,
    async restart() {
      await server.close();
      server = await start();
      site.server = server;
      site.url = server.url;
    },
    async close() {
      await server.close();
      await inbox.close();
      rmSync(dir, { recursive: true, force: true });
      if (own) rmSync(own, { recursive: true, force: true });
    },
  };
  return site;
}

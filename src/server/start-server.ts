import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { startApi } from './start-api.ts';
import { createStaticFiles } from './http/static-files.ts';
import { createHttpHandler, type AstroHandler } from './http/create-http-handler.ts';
import { siteSecurityHeaders } from './http/site-security-headers.ts';
import { followingSecurityHeaders } from './http/following-security-headers.ts';
import type { SecurityHeaders } from './http/security-headers.ts';
import { createRequestTracker } from './http/track-requests.ts';
import { refuseConnect } from './http/refuse-connect.ts';
import { answerClientError } from './http/answer-client-error.ts';
import { loadConfig, type Config } from './config/env.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import { createMailer } from './mail/create-mailer.ts';
import { createMailQueue, type MailQueue, type MailQueueTimings } from './mail/create-mail-queue.ts';
import type { Mailer } from './mail/mail-message.ts';
import { createBookingService, type BookingService } from './services/booking-service.ts';
import { createNewsletterService } from './services/newsletter/newsletter-service.ts';
import { createRateLimits } from './rate-limit/create-rate-limits.ts';
import { HASHES_FILE } from './photos/hashes-file.ts';
import { createLogger, type Logger } from './observability/create-logger.ts';
import { createMetrics, type Metrics } from './observability/create-metrics.ts';
import { observeRequests } from './observability/observe-requests.ts';
import { readPageRoutes } from './observability/read-page-routes.ts';
import { readBuildInfo } from './observability/read-build-info.ts';
import { bookingObserver } from './observability/booking-observer.ts';
import { serveMetrics, type MetricsServer } from './observability/serve-metrics.ts';
import { checkReadiness } from './services/check-readiness.ts';
import {
  REVIEW_INVITATION_SWEEP_MS,
  scheduleReviewInvitations,
  type ReviewInvitationSweep,
} from './services/reviews/schedule-review-invitations.ts';

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
  /** Whether this instance delivers queued mail (default true; every instance may). */
  mailWorker?: boolean;
  /** Queue timings; tests shorten the retry pauses. */
  mailTimings?: Partial<MailQueueTimings>;
  /** The transport; defaults to SMTP_URL or the outbox folder (tests pass a failing one). */
  mailer?: Mailer;
  /** The log; defaults to JSON lines on stdout at LOG_LEVEL (main passes pino-pretty's in development, tests their own stream). */
  logger?: Logger;
  /** Where /metrics is served; defaults to METRICS_PORT (unset: no metrics server; 0: any free port). */
  metricsPort?: number | undefined;
  /** How often ended courses are looked for to mail review invitations (default hourly); 0: never on this instance. */
  reviewInvitationSweepMs?: number;
}

export interface RunningServer {
  url: string;
  server: Server;
  staticFiles: number;
  database: string;
  /** The database the site writes bookings to (tests read it back). */
  db: Database;
  mailQueue: MailQueue;
  /** The booking service the deposit page places bookings with (its log line and metric included). */
  bookings: BookingService;
  metrics: Metrics;
  /** The metrics server's address (its /metrics is the scrape address), when one runs. */
  metricsUrl: string | undefined;
  /**
   * Stops gracefully: readiness turns 503, no new connection is accepted, requests in flight get
   * up to `graceMs` (SHUTDOWN_GRACE_MS) to finish, the mail worker finishes its current mail, then
   * the database closes.
   */
  close(graceMs?: number): Promise<void>;
}

/** Starts the whole site on one port: API, static files and on-demand pages. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const distDir = resolve(options.distDir ?? 'dist');
  const config = options.config ?? loadConfig();
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const warn = (message: string) => logger.warn(message);
  // One set of limits for the API and the booking form, in Redis when REDIS_URL is set (start-up
  // does not wait for a Redis that is away: requests count in memory until it answers).
  const limits = await createRateLimits({ settings: config.rateLimits, redisUrl: config.redisUrl, log: warn });
  const api = await startApi({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    contentDir: options.contentDir,
    config,
    clock,
    preload: true,
    photoHashesFile: join(distDir, 'client', 'photos', HASHES_FILE),
    timeouts: {
      connectMs: config.databaseConnectTimeoutMs,
      statementMs: config.databaseStatementTimeoutMs,
      idleTransactionMs: config.databaseIdleTransactionTimeoutMs,
    },
    limits,
    logger,
  }).catch(async (error: unknown) => {
    await limits.close();
    throw error;
  });
  let mailQueue: MailQueue;
  try {
    mailQueue = await createMailQueue({
      db: api.db,
      kind: api.kind,
      queueDb: api.queueDb,
      from: config.mailFrom,
      retryLimit: config.mailRetryLimit,
      clock,
      logger,
      ...(options.mailTimings ? { timings: options.mailTimings } : {}),
    });
  } catch (error) {
    await api.close();
    await limits.close();
    throw error;
  }
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir });
  // Reset and invitation mails of the staff routes go through the same queue.
  api.mails.current = mailQueue;
  if (options.mailWorker !== false) await mailQueue.work(mailer);
  const sweepMs = options.reviewInvitationSweepMs ?? REVIEW_INVITATION_SWEEP_MS;
  const reviewInvitations: ReviewInvitationSweep | undefined =
    sweepMs > 0
      ? scheduleReviewInvitations({ db: api.db, clock, config, mails: mailQueue }, { everyMs: sweepMs, logger })
      : undefined;
  const metrics = createMetrics({
    db: api.db,
    clock,
    servedCatalogueVersion: () => api.pricing.version,
    poolUse: api.poolUse,
    ready: async () => (await checkReadiness({ db: api.db, pricing: api.pricing, state: api.state })).ready,
    build: readBuildInfo(config.buildCommit),
  });
  const bookings = createBookingService({
    db: api.db,
    clock,
    config,
    mails: mailQueue,
    limits,
    onBooked: bookingObserver(logger, metrics),
  });
  const newsletter = createNewsletterService({ db: api.db, clock });
  // The pages' policy carries the hashes of their build's inline scripts: it changes with the build
  // the static files serve (dist/client, inside the build folder `dist` leads to).
  let buildSecurity: SecurityHeaders | undefined;
  const staticFiles = createStaticFiles(join(distDir, 'client'), {
    onBuild: (client) => (buildSecurity = siteSecurityHeaders(dirname(client), config, warn)),
  });
  // onBuild has run for the first build by now.
  const security = followingSecurityHeaders(() => buildSecurity ?? siteSecurityHeaders(distDir, config, warn));
  const entry = join(distDir, 'server', 'entry.mjs');
  const astro = existsSync(entry)
    ? ((await import(pathToFileURL(entry).href)) as { handler: AstroHandler }).handler
    : undefined;
  const requests = createRequestTracker();
  const price = { pricing: api.pricing, clock, limits, trustedProxies: config.trustedProxies };
  const site = createHttpHandler({
    api: api.app,
    staticFiles,
    astro,
    locals: { bookings, staff: api.staff, newsletter, office: api.office },
    security,
    baseAddress: config.baseAddress,
    logger,
    price,
  });
  // The pages' routes are read from the source the server runs beside, for the log's route patterns.
  const server = createServer(
    requests.wrap(
      observeRequests({ logger, metrics, pageRoutes: readPageRoutes(resolve(import.meta.dirname, '../pages')) }, site),
    ),
  );
  server.keepAliveTimeout = 65_000;
  // CONNECT never reaches the request listener: without this it is dropped with no answer.
  server.on('connect', refuseConnect);
  // A request the parser fails after handing it on still gets the answer the listener gave it.
  server.on('clientError', answerClientError);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, done);
  });
  const { port } = server.address() as AddressInfo;
  const metricsPort = 'metricsPort' in options ? options.metricsPort : config.metricsPort;
  let metricsServer: MetricsServer | undefined;
  if (metricsPort !== undefined) {
    try {
      metricsServer = await serveMetrics(metrics.registry, { port: metricsPort, host: config.metricsHost, logger });
    } catch (error) {
      server.close();
      await reviewInvitations?.stop();
      await mailQueue.stop();
      mailer.close();
      await api.close();
      await limits.close();
      throw error;
    }
  }
  let closing: Promise<void> | undefined;
  const close = async (graceMs: number) => {
    api.state.shuttingDown = true;
    requests.closeConnectionsAfterResponse();
    // Stop listening without Node's immediate close of idle keep-alive connections: a client may
    // be sending its next request on one at this very moment. Each open connection is closed by
    // its next response instead (Connection: close), and the idle rest once the work is done.
    const listening = new Promise<void>((done) => NetServer.prototype.close.call(server, () => done()));
    const started = performance.now();
    if (!(await requests.whenIdle(graceMs)))
      logger.warn(
        { inFlight: requests.inFlight, graceMs },
        'shutdown: requests still running after the grace period are cut',
      );
    server.closeIdleConnections();
    server.closeAllConnections();
    staticFiles.close();
    await listening;
    await metricsServer?.close();
    await reviewInvitations?.stop();
    await mailQueue.stop(Math.max(1_000, graceMs - (performance.now() - started)));
    mailer.close();
    await api.close();
    await limits.close();
  };
  return {
    url: `http://localhost:${port}`,
    server,
    staticFiles: staticFiles.count,
    database: api.kind,
    db: api.db,
    mailQueue,
    bookings,
    metrics,
    metricsUrl: metricsServer?.url,
    close(graceMs = config.shutdownGraceMs) {
      closing ??= close(graceMs);
      return closing;
    },
  };
}

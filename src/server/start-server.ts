// The server: one port for the API, the static files and the on-demand pages. serve() is the
// process (run by main.ts): it reads the settings, starts, and stops gracefully on SIGTERM or
// SIGINT. startServer() starts the whole site; startApi() the database and the API alone (the
// build renders its pages with it, and the API suites test it).
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { createStaticFiles } from './http/static-files.ts';
import { createHttpHandler, type AstroHandler } from './create-http-handler.ts';
import { siteSecurityHeaders } from './http/site-security-headers.ts';
import { followingSecurityHeaders } from './http/following-security-headers.ts';
import type { SecurityHeaders } from './http/security-headers.ts';
import { createRequestTracker } from './http/track-requests.ts';
import { refuseConnect } from './http/refuse-connect.ts';
import { answerClientError } from './http/answer-client-error.ts';
import { loadConfig, type Config, ConfigError } from './config/env.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Database, DatabaseKind } from './db/database.ts';
import { createMailer } from './mail/create-mailer.ts';
import { createMailQueue, type MailQueue, type MailQueueTimings } from './mail/create-mail-queue.ts';
import type { Mailer } from './mail/mail-message.ts';
import { createBookingService, type BookingService } from './bookings/booking-service.ts';
import { createNewsletterService } from './newsletter/newsletter-service.ts';
import { createShortlistMailService } from './shortlist/shortlist-mail-service.ts';
import { createRateLimits } from './rate-limit/create-rate-limits.ts';
import { HASHES_FILE } from './catalogue/photos/hashes-file.ts';
import { createLogger, type Logger } from './observability/create-logger.ts';
import { createMetrics, type Metrics } from './observability/create-metrics.ts';
import { observeRequests } from './observability/observe-requests.ts';
import { readPageRoutes } from './observability/read-page-routes.ts';
import { readBuildInfo } from './observability/read-build-info.ts';
import { bookingObserver } from './bookings/booking-observer.ts';
import { countMailsByStatus } from './mail/queries/count-mails-by-status.ts';
import { getCatalogueStamp } from './catalogue/queries/get-catalogue-stamp.ts';
import { getCompany } from './catalogue/queries/get-company.ts';
import { serveMetrics, type MetricsServer } from './observability/serve-metrics.ts';
import { checkReadiness } from './health/check-readiness.ts';
import {
  REVIEW_INVITATION_SWEEP_MS,
  scheduleReviewInvitations,
  type ReviewInvitationSweep,
} from './reviews/schedule-review-invitations.ts';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { loadContent } from './catalogue/content/load-content.ts';
import { migrateDatabase } from './db/migrate-database.ts';
import { openDatabase, type DatabaseTimeouts } from './db/open-database.ts';
import type { Db as QueueDb } from 'pg-boss';
import { countSchools } from './catalogue/queries/count-schools.ts';
import { seedCatalogue } from './catalogue/seed-catalogue.ts';
import {
  createPricingCatalogue,
  type PricingCatalogue,
  type PricingCatalogueOptions,
} from './catalogue/pricing-catalogue.ts';
import { createSearchIndex } from './catalogue/search-index.ts';
import { readPhotoHashes } from './catalogue/photos/read-photo-hashes.ts';
import { plainPhotoAddress, type PhotoAddress } from '../domain/photos/photo-address.ts';
import { newServerState, type ServerState } from './server-state.ts';
import type { RateLimits } from './rate-limit/rate-limits.ts';
import type { MailQueueSlot } from './mail/mail-queue-slot.ts';
import { createStaffService } from './staff/create-staff-service.ts';
import type { StaffService } from './staff/staff-service.ts';
import { createOfficeServices } from './office/create-office-services.ts';
import type { OfficeServices } from './office/office-services.ts';
import type { DatabasePoolUse } from './db/database-pool-use.ts';
import { pino } from 'pino';
import { loadServerConfig } from './config/load-server-config.ts';
import { DatabaseInUseError } from './db/database-in-use-error.ts';
import { DatabaseUnreachableError } from './db/database-unreachable-error.ts';
import { prettyDestination } from './observability/pretty-destination.ts';
import { createChatService, type ChatService } from './chat/chat-service.ts';
import type { ChatDeps } from './chat/chat-deps.ts';
import { createChatHub } from './chat/chat-hub.ts';
import { chatTokens } from './chat/chat-token.ts';
import { chatSweepEveryMs, scheduleChatSweep, type ChatSweep } from './chat/chat-sweep.ts';
import { startPageRebuilds, type PageRebuilds } from './catalogue/rebuild/page-rebuilds.ts';
import { runPageBuild } from './catalogue/rebuild/run-page-build.ts';
import { catalogueBuildKey } from './http/catalogue-build-key.ts';

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
  /** false: this instance does not mail unread chat messages nor purge old conversations (default: it does). */
  chatSweep?: boolean;
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
  /** The rebuilds of the pages a publish touches, when this instance runs them (PUBLISH_REBUILD). */
  pageRebuilds: PageRebuilds | undefined;
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
  const chatSweep: ChatSweep | undefined =
    options.chatSweep === false
      ? undefined
      : scheduleChatSweep(api.chatDeps, { everyMs: chatSweepEveryMs(config.chat.unreadMailSeconds), logger });
  const metrics = createMetrics({
    mailCounts: (since) => countMailsByStatus(api.db, since),
    catalogueStamp: () => getCatalogueStamp(api.db),
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
  const shortlist = createShortlistMailService({
    db: api.db,
    clock,
    pricing: api.pricing,
    config,
    mails: api.mails,
    photoAddress: api.photoAddress,
  });
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
  const price = { pricing: api.pricing, clock, limits, trustedProxies: config.trustedProxies, keys: config };
  const site = createHttpHandler({
    api: api.app,
    staticFiles,
    astro,
    locals: {
      bookings,
      staff: api.staff,
      newsletter,
      shortlist,
      office: api.office,
      chat: api.chat,
      company: () => getCompany(api.db),
    },
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
  const pageRebuilds = config.publishRebuild
    ? await startPageRebuilds({
        db: api.db,
        logger,
        // Served from the moment it is switched in, not at the next look for a new build.
        build: async (schoolIds, signal) => {
          await runPageBuild({
            schoolIds,
            apiUrl: `http://localhost:${port}`,
            apiToken: catalogueBuildKey(config),
            contentDir: resolve(options.contentDir ?? config.contentDir),
            distDir,
            signal,
          });
          await staticFiles.refresh();
        },
      })
    : undefined;
  const metricsPort = 'metricsPort' in options ? options.metricsPort : config.metricsPort;
  let metricsServer: MetricsServer | undefined;
  if (metricsPort !== undefined) {
    try {
      metricsServer = await serveMetrics(metrics.registry, { port: metricsPort, host: config.metricsHost, logger });
    } catch (error) {
      server.close();
      await chatSweep?.stop();
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
    await pageRebuilds?.stop();
    requests.closeConnectionsAfterResponse();
    // Live chat connections never finish on their own: they end now, and the panels reconnect elsewhere.
    await api.chat.close();
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
    await chatSweep?.stop();
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
    pageRebuilds,
    close(graceMs = config.shutdownGraceMs) {
      closing ??= close(graceMs);
      return closing;
    },
  };
}

/**
 * PGlite's shared_buffers in the build's render, which reads every school eight times (once a
 * culture): 16 MB instead of 128 kept ≈ 100 MiB less resident at 2,000 schools for the same CPU
 * (loadSchoolPages over 2,000 schools × 8 cultures: 15.6 s against 16.2 s, noise at load 10–15).
 */
export const BUILD_SHARED_BUFFERS = '16MB';

/** The hashes of the photos the build just drew (scripts/make-photos.ts), which the pages are rendered with. */
export const BUILD_PHOTO_HASHES = resolve(import.meta.dirname, '../../public/photos', HASHES_FILE);

export interface StartApiOptions {
  /** The request limits of the API; none by default (the build, the API suites). The server passes its own. */
  limits?: RateLimits;
  /** PostgreSQL URL; defaults to DATABASE_URL. */
  databaseUrl?: string | undefined;
  /** PGlite folder or 'memory://' when there is no URL; defaults to PGLITE_DIR. */
  dataDir?: string | undefined;
  /** PGlite's shared_buffers (openDatabase); PostgreSQL's own setting is left alone. */
  sharedBuffers?: string | undefined;
  /** Where content/ is; defaults to CONTENT_DIR. */
  contentDir?: string | undefined;
  /** 'if-empty' (default) seeds a database that has no schools yet; 'always' refreshes it from content. */
  seed?: 'if-empty' | 'always';
  /** Defaults to loadConfig() of the environment. */
  config?: Config;
  clock?: Clock;
  /** How the in-memory pricing catalogue polls and reconnects (defaults suit production). */
  pricing?: PricingCatalogueOptions;
  /** Limits on every database call (the server passes its configured ones; unset → none). */
  timeouts?: DatabaseTimeouts;
  /**
   * Load the pricing and search copies before answering (the server does, so prices and search
   * keep working from memory if the database goes away); the build and tests load them on use.
   */
  preload?: boolean;
  /**
   * The photo script's hashes.json, whose content-hashed photo addresses the API hands out: the
   * build passes BUILD_PHOTO_HASHES, the server the built copy. Without it (the API suites) photos keep their plain addresses.
   */
  photoHashesFile?: string;
  /** Where the API and its database connections log; without it they keep their own defaults. */
  logger?: Logger;
}

export interface StartedApi {
  app: Hono;
  db: Database;
  kind: DatabaseKind;
  pricing: PricingCatalogue;
  /** The database's connections as the job queue takes them. */
  queueDb: QueueDb;
  /** Flip `shuttingDown` to make readiness answer 503. */
  state: ServerState;
  /** Staff sign-in and management, shared by the API and the office pages. */
  staff: StaffService;
  /** Where the server puts the mail queue once it runs (reset and invitation mails go through it). */
  mails: MailQueueSlot;
  /** The office's services, shared by the API and the office pages. */
  office: OfficeServices;
  /** The chat, shared by the API and the pages (a booking's thread, the office inbox). */
  chat: ChatService;
  /** What the chat stands on, for the server's sweep. */
  chatDeps: ChatDeps;
  /** Where a photo is served (its content-hashed address once the photos are built), for the build's bulk reads. */
  photoAddress: PhotoAddress;
  /** The database connections' use now (for the metrics). */
  poolUse(): DatabasePoolUse;
  close(): Promise<void>;
}

/**
 * Opens the database, brings its schema up to date, fills it from content when it is new (or
 * always, if asked), and returns the API app over it.
 */
export async function startApi(options: StartApiOptions = {}): Promise<StartedApi> {
  const config = options.config ?? loadConfig();
  const readContent = () => loadContent(resolve(options.contentDir ?? config.contentDir));
  // Read first when seeding anyway, so broken content fails before the database is even opened.
  const content = options.seed === 'always' ? readContent() : undefined;
  const logger = options.logger;
  const warn = logger ? { log: (message: string) => logger.warn(message) } : {};
  const opened = await openDatabase({
    url: options.databaseUrl ?? config.databaseUrl,
    dataDir: options.dataDir ?? config.pgliteDir,
    timeouts: options.timeouts,
    sharedBuffers: options.sharedBuffers,
    ...warn,
  });
  try {
    await migrateDatabase(opened.db);
    if (content || (await countSchools(opened.db)) === 0) await seedCatalogue(opened.db, content ?? readContent());
  } catch (error) {
    await opened.close();
    throw error;
  }
  const clock = options.clock ?? systemClock;
  const pricing = createPricingCatalogue(opened.db, { ...warn, clock, ...options.pricing });
  const photoAddress = options.photoHashesFile ? readPhotoHashes(options.photoHashesFile) : plainPhotoAddress;
  const search = createSearchIndex(opened.db, { photoAddress, clock, ...warn });
  const state = newServerState();
  if (options.preload) {
    try {
      await Promise.all([pricing.load(), search.current()]);
    } catch (error) {
      await pricing.close();
      await opened.close();
      throw error;
    }
  }
  const mails: MailQueueSlot = { current: undefined };
  const staff = createStaffService({ db: opened.db, config, clock: options.clock ?? systemClock, mails });
  // The catalogue office checks school files against the content folder the catalogue was read from.
  const officeConfig = options.contentDir ? { ...config, contentDir: options.contentDir } : config;
  const office = createOfficeServices({
    db: opened.db,
    config: officeConfig,
    clock: options.clock ?? systemClock,
    mails,
    pricing,
    photoAddress,
  });
  const chatDeps: ChatDeps = {
    db: opened.db,
    config,
    clock: options.clock ?? systemClock,
    mails,
    hub: createChatHub({
      db: opened.db,
      clock: options.clock ?? systemClock,
      logger: logger ?? createLogger({ level: config.logLevel }),
    }),
    tokens: chatTokens(config.authSecret),
  };
  const chat = createChatService(chatDeps);
  const app = createApp({
    db: opened.db,
    config,
    pricing,
    photoAddress,
    search,
    state,
    staff,
    office,
    chat,
    ...(options.limits ? { limits: options.limits } : {}),
    mails,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(logger ? { logger } : {}),
  });
  return {
    app,
    db: opened.db,
    kind: opened.kind,
    pricing,
    queueDb: opened.queueDb,
    state,
    staff,
    mails,
    office,
    chat,
    chatDeps,
    photoAddress,
    poolUse: opened.poolUse,
    async close() {
      // Reset links begun after their answers are written, before the database goes.
      await staff.settled();
      await chat.close();
      // Its listening connection and poll go first, while the database still answers.
      await pricing.close();
      await opened.close();
    },
  };
}

/** The process's log: LOG_LEVEL, and pino-pretty's lines under LOG_FORMAT=pretty (the development default) when it is installed. */
async function openLogger(config: Config): Promise<Logger> {
  if (config.logFormat !== 'pretty') return createLogger({ level: config.logLevel });
  const destination = await prettyDestination();
  if (destination) return createLogger({ level: config.logLevel, destination });
  const logger = createLogger({ level: config.logLevel });
  logger.warn('LOG_FORMAT=pretty but pino-pretty is not installed (npm ci --omit=dev?): the log stays JSON');
  return logger;
}

/** The serving process (main.ts): starts the site, then stops it on SIGTERM or SIGINT. */
export async function serve(): Promise<void> {
  // Why the process could not start goes to stderr whatever LOG_LEVEL says (tests run silent): one
  // JSON line, written before the exit.
  const startupLogger = createLogger({ destination: pino.destination({ dest: 2, sync: true }) });
  let logger: Logger = startupLogger;

  // A database that refuses, or accepts and never answers, fails the first query within
  // DATABASE_CONNECT_TIMEOUT_MS (5 s by default; see openDatabase), so start-up stops with one line
  // rather than hanging. A first start on an empty database migrates and seeds: no overall limit.
  const start = async (): Promise<RunningServer> => {
    const config = loadServerConfig();
    logger = await openLogger(config);
    return startServer({
      port: config.port,
      host: config.host,
      databaseUrl: config.databaseUrl,
      dataDir: config.pgliteDir,
      contentDir: config.contentDir,
      config,
      logger,
    });
  };

  let running: RunningServer;
  try {
    running = await start();
  } catch (error) {
    // What an operator can fix gets one line naming the variable; anything else keeps its stack.
    if (
      error instanceof ConfigError ||
      error instanceof DatabaseUnreachableError ||
      error instanceof DatabaseInUseError
    )
      startupLogger.fatal(error.message);
    else startupLogger.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
  logger.info(
    {
      url: running.url,
      database: running.database,
      staticFiles: running.staticFiles,
      metrics: running.metricsUrl ? `${running.metricsUrl}/metrics` : 'off (METRICS_PORT unset)',
    },
    `LinguaTrips is serving ${running.staticFiles} files with its API (${running.database}) on ${running.url}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${signal}: finishing the requests in flight, then closing`);
    try {
      await running.close();
      logger.flush();
      process.exit(0);
    } catch (error) {
      logger.fatal({ err: error }, 'shutdown failed');
      logger.flush();
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

import { resolve } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { systemClock, type Clock } from './clock.ts';
import { loadConfig, type Config } from './config/env.ts';
import { loadContent } from './content/load-content.ts';
import type { Database, DatabaseKind } from './db/database.ts';
import { migrateDatabase } from './db/migrate-database.ts';
import { openDatabase, type DatabaseTimeouts } from './db/open-database.ts';
import type { Db as QueueDb } from 'pg-boss';
import { countSchools } from './db/queries/count-schools.ts';
import { seedCatalogue } from './db/seed-catalogue.ts';
import {
  createPricingCatalogue,
  type PricingCatalogue,
  type PricingCatalogueOptions,
} from './services/pricing-catalogue.ts';
import { createSearchIndex } from './services/search-index.ts';
import { readPhotoHashes } from './photos/read-photo-hashes.ts';
import { HASHES_FILE } from './photos/hashes-file.ts';
import { plainPhotoAddress, type PhotoAddress } from '../domain/photos/photo-address.ts';
import { newServerState, type ServerState } from './server-state.ts';
import type { RateLimits } from './rate-limit/rate-limits.ts';
import type { MailQueueSlot } from './mail/mail-queue-slot.ts';
import { createStaffService } from './services/staff/create-staff-service.ts';
import type { StaffService } from './services/staff/staff-service.ts';
import { createOfficeServices } from './services/office/create-office-services.ts';
import type { OfficeServices } from './services/office/office-services.ts';
import type { Logger } from './observability/create-logger.ts';
import type { DatabasePoolUse } from './db/database-pool-use.ts';

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
  const pricing = createPricingCatalogue(opened.db, { ...warn, ...options.pricing });
  const photoAddress = options.photoHashesFile ? readPhotoHashes(options.photoHashesFile) : plainPhotoAddress;
  const search = createSearchIndex(opened.db, { photoAddress, ...warn });
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
  const office = createOfficeServices({ db: opened.db, config, clock: options.clock ?? systemClock, mails, pricing });
  const app = createApp({
    db: opened.db,
    config,
    pricing,
    photoAddress,
    search,
    state,
    staff,
    office,
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
    photoAddress,
    poolUse: opened.poolUse,
    async close() {
      // Reset links begun after their answers are written, before the database goes.
      await staff.settled();
      // Its listening connection and poll go first, while the database still answers.
      await pricing.close();
      await opened.close();
    },
  };
}

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Clock } from '../clock.ts';
import type { DatabasePoolUse } from '../db/database-pool-use.ts';
import type { BuildInfo } from './read-build-info.ts';

/** Where the metrics read at scrape time what is not counted as it happens. */
export interface MetricSources {
  clock: Clock;
  /** The outbox's mails by state since a moment (the mail queue's count; observability imports no feature). */
  mailCounts(since: Date): Promise<{ queued: number; retrying: number; failed: number }>;
  /** The catalogue's version and last change in the database. */
  catalogueStamp(): Promise<{ version: number; updatedAt: Date | null }>;
  /** The catalogue version this instance prices with (its in-memory copy). */
  servedCatalogueVersion(): number;
  poolUse(): DatabasePoolUse;
  /** Whether the instance is ready (the readiness check of /api/ready). */
  ready(): Promise<boolean>;
  build: BuildInfo;
}

/** One server's metrics: counted as requests and bookings happen, the rest read at each scrape. */
export interface Metrics {
  readonly registry: Registry;
  observeRequest(request: { route: string; method: string; status: number; seconds: number }): void;
  countBooking(culture: string): void;
}

const PREFIX = 'linguatrips_';
// From a cached file (sub-millisecond) to a slow on-demand page or a database at its timeout (5 s).
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus metrics of one server, in a registry of its own (several servers in one
 * process, as in the tests, do not mix). The mail and catalogue gauges are read from the
 * database at scrape time, so every instance reports the same queue and any one of them is
 * enough to alert on; a scrape whose database read fails leaves those gauges out rather than
 * failing the whole answer.
 */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request to the end of its response, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const bookings = new Counter({
    name: `${PREFIX}bookings_created_total`,
    help: 'Bookings stored by this instance (a repeated submission of the same form is not counted again), by culture.',
    labelNames: ['culture'] as const,
    registers: [registry],
  });
  new Gauge({
    name: `${PREFIX}mail_jobs`,
    help: 'Mails in the outbox by state: waiting for their first attempt, retrying after a failure, or failed for good (staff resend them). Read from the database at scrape time.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await sources.mailCounts(sources.clock()).catch(() => undefined);
      if (!counts) return;
      this.set({ state: 'waiting' }, counts.queued);
      this.set({ state: 'retrying' }, counts.retrying);
      this.set({ state: 'failed' }, counts.failed);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'Database connections of this instance by state: open, idle, and queries waiting for one (PGlite: one connection, open only).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const use = sources.poolUse();
      this.set({ state: 'open' }, use.open);
      if (use.idle !== undefined) this.set({ state: 'idle' }, use.idle);
      if (use.waiting !== undefined) this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_max`,
    help: 'The most database connections this instance opens.',
    registers: [registry],
    collect() {
      this.set(sources.poolUse().max);
    },
  });
  new Gauge({
    name: `${PREFIX}catalogue_version`,
    help: 'The catalogue version this instance prices and searches with (its in-memory copy).',
    registers: [registry],
    collect() {
      this.set(sources.servedCatalogueVersion());
    },
  });
  const stamp = () => sources.catalogueStamp().catch(() => undefined);
  new Gauge({
    name: `${PREFIX}catalogue_age_seconds`,
    help: 'Seconds since the catalogue in the database last changed (a seed or an office edit).',
    registers: [registry],
    async collect() {
      this.reset();
      const found = await stamp();
      if (found?.updatedAt) this.set(Math.max(0, (sources.clock().getTime() - found.updatedAt.getTime()) / 1000));
    },
  });
  new Gauge({
    name: `${PREFIX}catalogue_database_version`,
    help: 'The catalogue version in the database; above linguatrips_catalogue_version while this instance has not caught up.',
    registers: [registry],
    async collect() {
      this.reset();
      const found = await stamp();
      if (found) this.set(found.version);
    },
  });
  new Gauge({
    name: `${PREFIX}ready`,
    help: 'Whether this instance is ready for traffic (1) or not (0), as /api/ready answers.',
    registers: [registry],
    async collect() {
      this.set((await sources.ready().catch(() => false)) ? 1 : 0);
    },
  });
  new Gauge({
    name: `${PREFIX}build_info`,
    help: 'What is running: the package version, the commit and the Node version (always 1).',
    labelNames: ['version', 'commit', 'node'] as const,
    registers: [registry],
  }).set(sources.build, 1);

  return {
    registry,
    observeRequest({ route, method, status, seconds }) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    countBooking(culture) {
      bookings.inc({ culture });
    },
  };
}

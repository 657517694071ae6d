import { z } from 'zod';
import type { RateLimitSettings } from '../rate-limit/rate-limit-settings.ts';
import { rateLimitRule } from './rate-limit-rule.ts';

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/\S+$/, { error: 'must be a postgres:// or postgresql:// URL' });

const httpOrigin = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' });

/** An absolute URL or a path on this site; the trailing slash is dropped so paths join cleanly. */
const urlOrPath = z
  .string()
  .regex(/^(https?:\/\/\S+|\/\S*)$/, { error: 'must be an http(s) URL or a path starting with /' })
  .transform((value) => (value.length > 1 ? value.replace(/\/+$/, '') : value));

/**
 * A whole number from `min` to `max`; `what` says what it counts in the error ("a whole number of
 * days"), and the bounds are named when it is out of them.
 */
const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int({ error: `must be ${what}` })
    .min(min, { error: min === 0 ? 'must be 0 or more' : `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

/** A TCP port (0: any free one). */
const port = z.coerce
  .number({ error: 'must be a port number' })
  .int({ error: 'must be a port number' })
  .min(0, { error: 'must be a port number' })
  .max(65_535, { error: 'must be a port number' });

/** A duration in milliseconds, at least 100 ms and at most ten minutes. */
const milliseconds = wholeNumber('a whole number of milliseconds', 100, 600_000);

/** How many proxies of ours stand in front of the server. */
const proxyCount = wholeNumber('a whole number of proxies', 0, 5);

/** pino's levels; 'silent' logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const envSchema = z.object({
  DATABASE_URL: postgresUrl.optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  PORT: port.default(4321),
  HOST: z.string().min(1).default('0.0.0.0'),
  CONTENT_DIR: z.string().min(1).default('content'),
  ENVIRONMENT_NAME: z
    .enum(['development', 'test', 'production'], { error: 'must be development, test or production' })
    .default('development'),
  BASE_ADDRESS: httpOrigin.transform((value) => value.replace(/\/+$/, '')).default('http://localhost:4321'),
  BLOB_STORAGE_URL: urlOrPath.default('/files'),
  // The CDN the built assets (/_astro/: scripts, styles, fonts) are served from: a host name or an https origin.
  CDN_HOST: z
    .string()
    .regex(/^(https:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?\/?$/i, {
      error: 'must be a host name such as cdn.linguatrips.example (or its https:// origin)',
    })
    .transform(
      (value) =>
        `https://${value
          .replace(/^https:\/\//i, '')
          .replace(/\/$/, '')
          .toLowerCase()}`,
    )
    .optional(),
  CATALOGUE_API_URL: httpOrigin.transform((value) => value.replace(/\/+$/, '')).optional(),
  // Set by a partial build for its render (scripts/build/run-build.ts), not by operators.
  RENDER_ONLY_SCHOOLS: z
    .string()
    .regex(/^[1-9]\d*(,[1-9]\d*)*$/, { error: 'must be school ids separated by commas' })
    .transform((value) => value.split(',').map(Number))
    .optional(),
  // Set by a whole build that renders in several processes (scripts/build/render-in-shards.ts), not
  // by operators: this render's share of the pages, "i/n" (the i-th of n, from 0).
  RENDER_SHARD: z
    .string()
    .regex(/^\d+\/[1-9]\d*$/, { error: 'must be i/n, the share of this render (i from 0 to n - 1)' })
    .transform((value) => {
      const [index, count] = value.split('/').map(Number) as [number, number];
      return { index, count };
    })
    .refine((shard) => shard.index < shard.count, { error: 'must be i/n with i below n' })
    .optional(),
  // Render processes of a whole build (scripts/build/render-in-shards.ts); by default one a core, up to 2.
  BUILD_RENDER_PROCESSES: wholeNumber('a whole number of processes', 1, 8).optional(),
  PUBLISH_REBUILD: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  CATALOGUE_API_TOKEN: z
    .string()
    .regex(/^\S{32,}$/, { error: 'must be at least 32 characters, without spaces' })
    .optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@linguatrips.example'),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+[0-9 ]{6,20}$/, { error: 'must be an international number such as +44 20 7946 0321' })
    .default('+44 20 7946 0321'),
  SUPPORT_TELEGRAM: httpOrigin.default('https://t.me/linguatrips_support'),
  SUPPORT_WHATSAPP: httpOrigin.default('https://wa.me/442079460321'),
  // The agency's legal identity, shown on the home page and in the footer (a visitor sending a
  // deposit wants to know who receives it).
  COMPANY_NAME: z
    .string()
    .min(2, { error: 'must be the company name (2 to 120 characters)' })
    .max(120, { error: 'must be the company name (2 to 120 characters)' })
    .default('LinguaTrips Ltd'),
  COMPANY_ADDRESS: z
    .string()
    .min(5, { error: 'must be a postal address (5 to 300 characters)' })
    .max(300, { error: 'must be a postal address (5 to 300 characters)' })
    .default('14 Hanover Street, London W1S 1YH, United Kingdom'),
  COMPANY_REGISTRATION: z
    .string()
    .min(2, { error: 'must say where the company is registered (2 to 200 characters)' })
    .max(200, { error: 'must say where the company is registered (2 to 200 characters)' })
    .default('Companies House (England and Wales) no. 14589027'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('LinguaTrips <bookings@linguatrips.example>'),
  AGENCY_EMAIL: z.email({ error: 'must be an e-mail address' }).default('bookings@linguatrips.example'),
  OUTBOX_DIR: z.string().min(1).default('outbox'),
  BOOKING_PAGE_PRIVACY_DAYS: wholeNumber('a whole number of days', 0, 3650).default(90),
  MAP_TILE_URL: z
    .string()
    .regex(/^(https?:\/\/|\/)\S*\{z\}\S*$/, { error: 'must be a tile URL template with {z}, {x} and {y}' })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap contributors'),
  ANALYTICS_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, { error: 'must be a Google Tag Manager id such as GTM-AB12CD3' })
    .optional(),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds.default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds.default(5_000),
  DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: milliseconds.default(5_000),
  SHUTDOWN_GRACE_MS: milliseconds.default(10_000),
  MAIL_RETRY_LIMIT: wholeNumber('a whole number', 0, 50).default(8),
  AUTH_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (for example: openssl rand -base64 48)' })
    .optional(),
  TRUST_PROXY: proxyCount.default(0),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  RATE_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  RATE_LIMIT_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,100}$/, { error: 'must be 1 to 100 letters, digits or : _ . -' })
    .default('linguatrips:rate'),
  RATE_LIMIT_BOOKING_PER_IP: rateLimitRule.prefault('10/15m'),
  RATE_LIMIT_BOOKING_PER_EMAIL: rateLimitRule.prefault('5/1h'),
  RATE_LIMIT_CALCULATION_PER_IP: rateLimitRule.prefault('10/15m'),
  RATE_LIMIT_CALCULATION_PER_EMAIL: rateLimitRule.prefault('5/1h'),
  RATE_LIMIT_NEWSLETTER_PER_IP: rateLimitRule.prefault('10/15m'),
  RATE_LIMIT_NEWSLETTER_PER_EMAIL: rateLimitRule.prefault('3/1h'),
  RATE_LIMIT_READ_PER_IP: rateLimitRule.prefault('1200/1m'),
  // A review takes minutes to write and seconds to process (its photos): ten an hour leaves room for a shared address.
  RATE_LIMIT_REVIEW_PER_IP: rateLimitRule.prefault('10/1h'),
  // One-time codes to cancel or change a booking: each is a mail to the booking's address, so few per address.
  RATE_LIMIT_BOOKING_CODE_PER_IP: rateLimitRule.prefault('10/15m'),
  RATE_LIMIT_BOOKING_CODE_PER_EMAIL: rateLimitRule.prefault('3/15m'),
  // The chat (issue 36): conversations opened and messages sent per client IP and per e-mail
  // address, and messages per conversation, so one visitor cannot flood the agency's inbox.
  RATE_LIMIT_CHAT_PER_IP: rateLimitRule.prefault('30/10m'),
  RATE_LIMIT_CHAT_PER_EMAIL: rateLimitRule.prefault('5/1h'),
  RATE_LIMIT_CHAT_PER_CONVERSATION: rateLimitRule.prefault('20/10m'),
  // A chat message nobody reads within this many seconds is mailed: a visitor's to the agency, a staff reply to the visitor.
  CHAT_UNREAD_MAIL_SECONDS: wholeNumber('a whole number of seconds', 1, 86_400).default(300),
  // What the chat panel says of the agency's usual reply time.
  CHAT_REPLY_MINUTES: wholeNumber('a whole number of minutes', 1, 10_080).default(30),
  // Review photos are decoded off the request thread, a few at a time: the rest of the site keeps its CPU.
  REVIEW_PHOTO_WORKERS: wholeNumber('a whole number of worker threads', 1, 8).default(1),
  REVIEW_PHOTO_QUEUE: wholeNumber('a whole number of reviews', 0, 100).default(4),
  // One photo may have 40 megapixels, so a review's budget is at least that.
  REVIEW_PHOTO_MEGAPIXELS_PER_REVIEW: wholeNumber('a whole number of megapixels', 40, 1_000).default(120),
  REVIEW_PHOTO_MEGAPIXELS_PER_IP_HOUR: wholeNumber('a whole number of megapixels', 40, 100_000).default(600),
  // Observability (docs/operations.md, "Logs and metrics"): the defaults depend on ENVIRONMENT_NAME, so they are set below.
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  BUILD_COMMIT: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/i, { error: 'must be a git commit hash (7 to 40 hex digits)' })
    .optional(),
});

// Signs the office's session cookies outside production, where AUTH_SECRET is required. The
// session token itself is random and checked against the database, so this only spares
// developers a setting; it is never accepted in production.
const DEVELOPMENT_AUTH_SECRET = 'linguatrips-development-only-secret-not-for-production';

type Env = z.output<typeof envSchema>;

/** Every environment variable the settings read, in the order of the schema (docs/configuration.md lists exactly these). */
export const SETTING_NAMES: readonly string[] = Object.freeze(Object.keys(envSchema.shape));

/**
 * Names that once meant the same as a current setting. Two names for one number let a deployment
 * set both to different values, so the old name stops the start rather than being read or ignored.
 */
export const RETIRED_SETTINGS: Readonly<Record<string, string>> = Object.freeze({ TRUSTED_PROXIES: 'TRUST_PROXY' });

/** The settings, named for code; each comes from the environment variable of the same name in capitals. */
export interface Config {
  readonly databaseUrl: string | undefined;
  readonly pgliteDir: string;
  readonly port: number;
  readonly host: string;
  readonly contentDir: string;
  readonly environmentName: Env['ENVIRONMENT_NAME'];
  /** The public origin (no trailing slash) for canonical URLs and the sitemap. */
  readonly baseAddress: string;
  /** Where terms files and photos are served from, without a trailing slash. */
  readonly blobStorageUrl: string;
  /** CDN_HOST as an origin (https://cdn.example.com), or undefined: assets are served by the site itself. */
  readonly cdnOrigin: string | undefined;
  readonly catalogueApiUrl: string | undefined;
  /** A partial build's render: only these schools' pages and the search pages that list them. */
  readonly renderOnlySchools: readonly number[] | undefined;
  /** This render's share of the pages when a whole build renders in several processes. */
  readonly renderShard: { readonly index: number; readonly count: number } | undefined;
  /** Render processes of a whole build, when the operator sets them. */
  readonly buildRenderProcesses: number | undefined;
  /** Whether this instance rebuilds the pages a publish in the catalogue office touches. */
  readonly publishRebuild: boolean;
  /** The key a build sends to the catalogue API, whose requests the API then does not rate-limit. */
  readonly catalogueApiToken: string | undefined;
  readonly supportEmail: string;
  readonly supportPhone: string;
  readonly supportTelegram: string;
  readonly supportWhatsapp: string;
  readonly company: { readonly name: string; readonly address: string; readonly registration: string };
  /** Where booking mails go out; unset → written as .eml files into outboxDir. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Who is told of every booking. */
  readonly agencyEmail: string;
  readonly outboxDir: string;
  /** Days after a booking's course ends during which its page still shows the (masked) contact details. */
  readonly bookingPagePrivacyDays: number;
  /** The map's tile URL template; the page works (address, link) when no tile loads. */
  readonly mapTileUrl: string;
  readonly mapTileAttribution: string;
  /** Google Tag Manager container; unset → no third-party script, events stay in window.dataLayer. */
  readonly analyticsGtmId: string | undefined;
  /** How long opening a database connection may take before the attempt fails. */
  readonly databaseConnectTimeoutMs: number;
  /** How long one statement may run (server side, and the client gives up a little later). */
  readonly databaseStatementTimeoutMs: number;
  /** How long a transaction may sit idle holding its locks before the server ends it. */
  readonly databaseIdleTransactionTimeoutMs: number;
  /** How long a stopping server lets requests in flight finish. */
  readonly shutdownGraceMs: number;
  /** How many times a mail is retried (with growing pauses) before it is marked failed. */
  readonly mailRetryLimit: number;
  /** Signs the office's session cookies; required in production. */
  readonly authSecret: string;
  /**
   * How many proxies of ours stand in front of the server, each adding the address it saw to
   * X-Forwarded-For: the client's IP (for the rate limits, the sign-in limit and the audit log)
   * is the entry that many from the right. 0: the address of the connection itself. TRUST_PROXY.
   */
  readonly trustedProxies: number;
  /** Where every instance keeps its rate-limit counters; unset → each instance counts in its own memory. */
  readonly redisUrl: string | undefined;
  readonly rateLimits: RateLimitSettings;
  /**
   * The chat: after `unreadMailSeconds` an unread message is mailed (a visitor's to the agency, a
   * staff reply to the visitor); `replyMinutes` is the usual reply time the panel states.
   * CHAT_UNREAD_MAIL_SECONDS, CHAT_REPLY_MINUTES.
   */
  readonly chat: { readonly unreadMailSeconds: number; readonly replyMinutes: number };
  /**
   * How review photos are decoded: in `workers` threads, with at most `queue` reviews waiting
   * (more: 503 with Retry-After); a review's photos may claim at most `pixelsPerReview` pixels
   * together, and one client IP `pixelsPerIpHour` pixels an hour (both read from the files'
   * headers, before any pixel is decoded). REVIEW_PHOTO_WORKERS, REVIEW_PHOTO_QUEUE,
   * REVIEW_PHOTO_MEGAPIXELS_PER_REVIEW, REVIEW_PHOTO_MEGAPIXELS_PER_IP_HOUR.
   */
  readonly reviewPhotos: {
    readonly workers: number;
    readonly queue: number;
    readonly pixelsPerReview: number;
    readonly pixelsPerIpHour: number;
  };
  /** LOG_LEVEL: info by default, silent under ENVIRONMENT_NAME=test (a suite that wants the lines passes its own logger). */
  readonly logLevel: LogLevel;
  /** LOG_FORMAT: one JSON object a line, or pino-pretty's coloured lines (the default in development only). */
  readonly logFormat: 'json' | 'pretty';
  /** METRICS_PORT: where /metrics is served, apart from the site; unset → no metrics server. */
  readonly metricsPort: number | undefined;
  /** METRICS_HOST: the interface of the metrics port (127.0.0.1 unless the scraper is on another machine). */
  readonly metricsHost: string;
  /** BUILD_COMMIT: the commit being run, for the build_info metric; unset → asked of git when there is a checkout. */
  readonly buildCommit: string | undefined;
}

/** Thrown at startup so a bad deployment stops at once and says which variable to fix. */
export class ConfigError extends Error {
  readonly variable: string;

  constructor(variable: string, problem: string) {
    super(`invalid environment variable ${variable}: ${problem}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/**
 * Reads the settings from the environment once. Empty values count as unset, because shells
 * and .env files often export `NAME=` for "not configured".
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  for (const [retired, current] of Object.entries(RETIRED_SETTINGS)) {
    if (env[retired] !== undefined && env[retired] !== '')
      throw new ConfigError(retired, `is no longer read: set ${current} instead (it means the same)`);
  }
  const known = Object.keys(envSchema.shape);
  const present = Object.fromEntries(
    known.filter((key) => env[key] !== undefined && env[key] !== '').map((key) => [key, env[key]]),
  );
  // The build asks for the settings on each of its tens of thousands of catalogue reads; the same
  // settings give the same (frozen) answer without checking them again.
  const presentKey = JSON.stringify(present);
  if (lastRead?.key === presentKey) return lastRead.config;
  const config = readConfig(present);
  lastRead = { key: presentKey, config };
  return config;
}

let lastRead: { key: string; config: Config } | undefined;

function readConfig(present: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? '(environment)'), issue.message);
  }
  const e = result.data;
  if (e.ENVIRONMENT_NAME === 'production' && e.AUTH_SECRET === undefined)
    throw new ConfigError(
      'AUTH_SECRET',
      'is required in production (at least 32 characters, for example: openssl rand -base64 48)',
    );
  return Object.freeze({
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    port: e.PORT,
    host: e.HOST,
    contentDir: e.CONTENT_DIR,
    environmentName: e.ENVIRONMENT_NAME,
    baseAddress: e.BASE_ADDRESS,
    blobStorageUrl: e.BLOB_STORAGE_URL,
    cdnOrigin: e.CDN_HOST,
    catalogueApiUrl: e.CATALOGUE_API_URL,
    renderOnlySchools: e.RENDER_ONLY_SCHOOLS,
    renderShard: e.RENDER_SHARD,
    buildRenderProcesses: e.BUILD_RENDER_PROCESSES,
    publishRebuild: e.PUBLISH_REBUILD === 'on',
    catalogueApiToken: e.CATALOGUE_API_TOKEN,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    supportTelegram: e.SUPPORT_TELEGRAM,
    supportWhatsapp: e.SUPPORT_WHATSAPP,
    company: Object.freeze({ name: e.COMPANY_NAME, address: e.COMPANY_ADDRESS, registration: e.COMPANY_REGISTRATION }),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    agencyEmail: e.AGENCY_EMAIL,
    outboxDir: e.OUTBOX_DIR,
    bookingPagePrivacyDays: e.BOOKING_PAGE_PRIVACY_DAYS,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    analyticsGtmId: e.ANALYTICS_GTM_ID,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseIdleTransactionTimeoutMs: e.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    mailRetryLimit: e.MAIL_RETRY_LIMIT,
    authSecret: e.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    trustedProxies: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    rateLimits: {
      enabled: e.RATE_LIMITS === 'on',
      keyPrefix: e.RATE_LIMIT_KEY_PREFIX,
      rules: {
        booking: { ip: e.RATE_LIMIT_BOOKING_PER_IP, email: e.RATE_LIMIT_BOOKING_PER_EMAIL },
        calculation: { ip: e.RATE_LIMIT_CALCULATION_PER_IP, email: e.RATE_LIMIT_CALCULATION_PER_EMAIL },
        newsletter: { ip: e.RATE_LIMIT_NEWSLETTER_PER_IP, email: e.RATE_LIMIT_NEWSLETTER_PER_EMAIL },
        read: { ip: e.RATE_LIMIT_READ_PER_IP, email: null },
        review: { ip: e.RATE_LIMIT_REVIEW_PER_IP, email: null },
        bookingCode: { ip: e.RATE_LIMIT_BOOKING_CODE_PER_IP, email: e.RATE_LIMIT_BOOKING_CODE_PER_EMAIL },
        chat: { ip: e.RATE_LIMIT_CHAT_PER_IP, email: e.RATE_LIMIT_CHAT_PER_EMAIL },
        chatConversation: { ip: null, email: null, subject: e.RATE_LIMIT_CHAT_PER_CONVERSATION },
      },
    },
    chat: Object.freeze({ unreadMailSeconds: e.CHAT_UNREAD_MAIL_SECONDS, replyMinutes: e.CHAT_REPLY_MINUTES }),
    reviewPhotos: Object.freeze({
      workers: e.REVIEW_PHOTO_WORKERS,
      queue: e.REVIEW_PHOTO_QUEUE,
      pixelsPerReview: e.REVIEW_PHOTO_MEGAPIXELS_PER_REVIEW * 1_000_000,
      pixelsPerIpHour: e.REVIEW_PHOTO_MEGAPIXELS_PER_IP_HOUR * 1_000_000,
    }),
    logLevel: e.LOG_LEVEL ?? (e.ENVIRONMENT_NAME === 'test' ? 'silent' : 'info'),
    logFormat: e.LOG_FORMAT ?? (e.ENVIRONMENT_NAME === 'development' ? 'pretty' : 'json'),
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    buildCommit: e.BUILD_COMMIT,
  });
}

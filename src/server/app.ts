import { Hono } from 'hono';
import type { Config } from './config/env.ts';
import type { Database } from './db/database.ts';
import { systemClock, type Clock } from './clock.ts';
import type { AppDeps } from './app-deps.ts';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { ApiError } from './http/api-error.ts';
import { apiErrorBody, RETRY_AFTER_SECONDS } from './http/responses.ts';
import { guardApiBody } from './http/guard-api-body.ts';
import { crossSiteGuard } from './http/cross-site-guard.ts';
import { apiOptions } from './http/api-options.ts';
import { bookingCalendarRoutes } from './bookings/routes/booking-calendar.ts';
import { catalogueRoutes } from './catalogue/routes/catalogue.ts';
import { cataloguePhotoFileRoutes } from './catalogue/routes/catalogue-photo-files.ts';
import { countriesRoutes } from './catalogue/routes/countries.ts';
import { fastCalculationEmail, fastCalculationRoutes } from './quotes/routes/fast-calculation.ts';
import { healthRoutes, readinessRoutes } from './health/health-routes.ts';
import { newsletterRoutes } from './newsletter/routes/newsletter.ts';
import { reviewPhotoRoutes } from './reviews/routes/review-photos.ts';
import { catalogueTermsFileRoutes, TERMS_FILES_PREFIX } from './catalogue/routes/catalogue-terms-files.ts';
import { REVIEW_API_ROUTE, REVIEW_FORM_ROUTE, reviewSubmissionRoutes } from './reviews/routes/review-submission.ts';
import { ratesRoutes } from './catalogue/routes/rates.ts';
import { schoolRoutes } from './catalogue/routes/school.ts';
import { searchRoutes } from './catalogue/routes/search.ts';
import { compareRoutes } from './shortlist/routes/compare.ts';
import { shortlistMailRoutes } from './shortlist/routes/shortlist-mail.ts';
import { createPricingCatalogue, type PricingCatalogue } from './catalogue/pricing-catalogue.ts';
import { createSearchIndex, type SearchIndex } from './catalogue/search-index.ts';
import { isDatabaseUnavailable } from './db/is-database-unavailable.ts';
import { newServerState, type ServerState } from './server-state.ts';
import { limitRequests } from './http/limit-requests.ts';
import { NO_RATE_LIMITS } from './rate-limit/rate-limits.ts';
import type { RateLimits } from './rate-limit/rate-limits.ts';
import { authRoutes } from './staff/routes/auth.ts';
import { meRoutes } from './staff/routes/me.ts';
import { officeRoutes } from './office/routes/office.ts';
import { createStaffService } from './staff/create-staff-service.ts';
import type { StaffService } from './staff/staff-service.ts';
import type { MailQueueSlot } from './mail/mail-queue-slot.ts';
import { createOfficeServices } from './office/create-office-services.ts';
import type { OfficeServices } from './office/office-services.ts';
import { HASHED_PHOTOS_PREFIX, plainPhotoAddress, type PhotoAddress } from '../domain/photos/photo-address.ts';
import { createLogger, type Logger } from './observability/create-logger.ts';
import { recordApiRoute } from './observability/record-api-route.ts';
import { chatRoutes } from './chat/routes/chat.ts';
import { officeChatRoutes } from './chat/routes/office-chat.ts';
import { createChatService, type ChatService } from './chat/chat-service.ts';
import { createChatHub } from './chat/chat-hub.ts';
import { chatTokens } from './chat/chat-token.ts';

export interface CreateAppOptions {
  db: Database;
  config: Config;
  /** Defaults to the system clock; tests fix it to make 'today' certain. */
  clock?: Clock;
  /**
   * The in-memory pricing catalogue; whoever passes it closes it (startApi does). Without one the
   * app makes its own, which opens nothing until the first price is asked for.
   */
  pricing?: PricingCatalogue;
  /** The in-memory search index; without one the app makes its own, loaded on the first search. */
  search?: SearchIndex;
  /** The process's own state (stopping or not); the server that runs the app flips it. */
  state?: ServerState;
  /** Staff sign-in and management; without one the app makes its own, which can queue no mail. */
  staff?: StaffService;
  /** The request limits; without them (the build, most API suites) nothing is limited. */
  limits?: RateLimits;
  /** Where the mail queue will be; without one, routes that queue mail answer 503. */
  mails?: MailQueueSlot;
  /** The office's services; without them the app makes its own over the same database and queue. */
  office?: OfficeServices;
  /** Where photos are linked (readPhotoHashes of the built photo folder); their plain addresses by default. */
  photoAddress?: PhotoAddress;
  /** Where errors are logged; by default JSON lines on stdout at LOG_LEVEL. */
  logger?: Logger;
  /** The chat; without one the app makes its own over the same database and queue. */
  chat?: ChatService;
}

/**
 * The API as a Hono app: served directly by Node in production and called in-process
 * (`app.request()`) by the build. Every answer is JSON in the spec's envelope.
 */
export function createApp({
  db,
  config,
  clock = systemClock,
  pricing = createPricingCatalogue(db, { clock }),
  photoAddress = plainPhotoAddress,
  search = createSearchIndex(db, { photoAddress, clock }),
  state = newServerState(),
  limits = NO_RATE_LIMITS,
  staff,
  mails = { current: undefined },
  office,
  logger = createLogger({ level: config.logLevel }),
  chat,
}: CreateAppOptions): Hono {
  const deps: AppDeps = {
    db,
    config,
    clock,
    pricing,
    search,
    state,
    limits,
    staff: staff ?? createStaffService({ db, config, clock, mails }),
    mails,
    office: office ?? createOfficeServices({ db, config, clock, mails, pricing, photoAddress }),
    photoAddress,
    chat:
      chat ??
      createChatService({
        db,
        config,
        clock,
        mails,
        hub: createChatHub({ db, clock, logger }),
        tokens: chatTokens(config.authSecret),
      }),
  };
  // strict: false makes the trailing slash optional, as the old islands call both forms.
  const app = new Hono({ strict: false });
  // First, so that it sees the answer of whichever route or guard gave it (the request log's route pattern).
  app.use('*', recordApiRoute());
  // Every state-changing request: body limit and content type before any route reads it.
  app.use('/api/*', guardApiBody());
  // Then the origin check (CSRF): a state-changing request from another site is a 403.
  app.use('/api/*', crossSiteGuard(config.baseAddress));
  // The review form's page address is the API's too: the same guards (its body limit is larger, for photos).
  app.use(REVIEW_FORM_ROUTE, guardApiBody());
  app.use(REVIEW_FORM_ROUTE, crossSiteGuard(config.baseAddress));
  // OPTIONS, for every address and before any route could take it: the methods, never CORS.
  app.options('/api/*', apiOptions(app));
  app.options(REVIEW_FORM_ROUTE, apiOptions(app));
  // Rate limits, before any route reads its input: the read API generously, the forms by IP and address.
  app.use('/api/school/calculate', limitRequests(deps, 'read'));
  app.use('/api/search/*', limitRequests(deps, 'read'));
  app.use('/api/compare', limitRequests(deps, 'read'));
  // Per recipient: the limits count a mailbox once however its address is spelt (counterKeys, mailboxKey).
  app.post(
    '/api/services/subscribetonewsletter',
    limitRequests(deps, 'newsletter', (c) => c.req.query('email')),
  );
  // The shortlist mail is a double opt-in like the newsletter's, and counts against the same limits.
  app.post(
    '/api/shortlist/mail',
    limitRequests(deps, 'newsletter', (c) => c.req.query('email')),
  );
  app.post('/api/school/SendSchoolFastCalculationEmail', limitRequests(deps, 'calculation', fastCalculationEmail));
  app.post(REVIEW_API_ROUTE, limitRequests(deps, 'review'));
  app.post(REVIEW_FORM_ROUTE, limitRequests(deps, 'review'));
  app.route('/', reviewSubmissionRoutes(deps));
  app.route('/api/chat', chatRoutes(deps));
  // Before /api/office, whose last route answers every other address under it.
  app.route('/api/office/chat', officeChatRoutes(deps));
  app.route('/api/review-photos', reviewPhotoRoutes(deps));
  app.route('/api/health', healthRoutes(deps));
  app.route('/api/ready', readinessRoutes(deps));
  app.route('/api/search', searchRoutes(deps));
  app.route('/api/countries', countriesRoutes(deps));
  app.route('/api/school', schoolRoutes(deps));
  app.route('/api/school', fastCalculationRoutes(deps));
  app.route('/api/compare', compareRoutes(deps));
  app.route('/api/shortlist', shortlistMailRoutes(deps));
  app.route('/api/catalogue', catalogueRoutes(deps));
  app.route(HASHED_PHOTOS_PREFIX.slice(0, -1), cataloguePhotoFileRoutes(deps));
  app.route(TERMS_FILES_PREFIX.slice(0, -1), catalogueTermsFileRoutes(deps));
  app.route('/api/services', newsletterRoutes(deps));
  app.route('/api/rates', ratesRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/me', meRoutes(deps));
  app.route('/api/office', officeRoutes(deps));
  app.route('/api/bookings', bookingCalendarRoutes(deps));

  app.notFound((c) =>
    c.json(
      { success: false as const, error: { message: `no API at ${c.req.method} ${new URL(c.req.url).pathname}` } },
      404,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(apiErrorBody(error), error.status);
    }
    // Hono's own refusals (a body that does not parse, for one) are the client's error, not ours.
    if (error instanceof HTTPException && error.status < 500)
      return c.json({ success: false as const, error: { message: error.message || 'bad request' } }, error.status);
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is restarting, failing over or overloaded. Clients may retry.
      logger.warn({ method: c.req.method, route: routePath(c), err: error }, 'database unavailable');
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(
        {
          success: false as const,
          error: { message: 'the database is not reachable at the moment; try again shortly' },
        },
        503,
      );
    }
    // The stack goes to the log, never to the visitor.
    logger.error({ method: c.req.method, route: routePath(c), err: error }, 'request failed');
    return c.json({ success: false as const, error: { message: 'internal error' } }, 500);
  });
  return app;
}

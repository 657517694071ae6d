import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { isCulture } from '#domain/culture.ts';
import type { AppDeps } from '../../app-deps.ts';
import { clientIp } from '../../http/client-ip.ts';
import { jsonOk } from '../../http/responses.ts';
import { readReviewUpload } from '../read-review-upload.ts';
import { createPhotoPixelBudget } from '../photo-pixel-budget.ts';
import { createReviewPhotoPool } from '../review-photo-pool.ts';
import { submitReview, type ReviewPhotoProcessing, type SubmitReviewOutcome } from '../submit-review.ts';

/** The spec's address of the review form (section 7), in whatever culture. */
export const REVIEW_FORM_ROUTE = '/:culture/school/AddReviewPartial2';
/** The API's twin of the form, answering in the API's envelope. */
export const REVIEW_API_ROUTE = '/api/school/reviews';

/** Whether the client asked for JSON (the island's fetch) rather than a page (a form sent without script). */
const wantsJson = (c: Context) =>
  (c.req.header('accept') ?? '').includes('application/json') || !(c.req.header('accept') ?? '').includes('text/html');

/** Back to the page the form was on (this site's only), with the outcome for the page to tell. */
function backToPage(c: Context, baseAddress: string, culture: string, outcome: 'ok' | 'not-ok') {
  let path = `/${culture}/`;
  const referer = c.req.header('referer');
  if (referer && URL.canParse(referer)) {
    const from = new URL(referer);
    if ([new URL(c.req.url).origin, new URL(baseAddress).origin].includes(from.origin)) path = from.pathname;
  }
  return c.redirect(`${path}?review=${outcome}#reviews`, 303);
}

/**
 * POST /{culture}/school/AddReviewPartial2 (spec section 7: a multipart form of review.* fields,
 * answered ok or not ok) and its JSON twin POST /api/school/reviews (the API's envelope, 4xx with
 * the field named). A form posted without script goes back to its page instead. Both are rate
 * limited ('review') and body-limited in app.ts. Photos go to this app's photo pool (429 when the
 * client's hourly pixel budget is spent, 503 when the pool is full, both with Retry-After).
 */
export function reviewSubmissionRoutes({ db, clock, config }: AppDeps): Hono {
  const settings = config.reviewPhotos;
  const photos: ReviewPhotoProcessing = {
    pool: createReviewPhotoPool({ workers: settings.workers, queue: settings.queue }),
    budget: createPhotoPixelBudget(settings.pixelsPerIpHour),
    pixelsPerReview: settings.pixelsPerReview,
  };
  const submit = async (c: Context, culture?: string): Promise<SubmitReviewOutcome> => {
    const upload = await readReviewUpload(c);
    // The page's address carries the culture; a field sent as well must agree, else the address wins.
    const fields = culture === undefined ? upload.fields : { ...upload.fields, culture };
    c.header('Cache-Control', 'no-store');
    // A request made in process (no socket) comes from no client: its photos count against no address.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const ip = incoming
      ? clientIp(c.req.header('x-forwarded-for'), incoming.socket.remoteAddress, config.trustedProxies)
      : undefined;
    const outcome = await submitReview({ db, clock, photos }, { ...upload, fields }, ip);
    if (outcome.kind === 'unavailable') c.header('Retry-After', String(outcome.retryAfterSeconds));
    return outcome;
  };
  return new Hono({ strict: false })
    .post(REVIEW_API_ROUTE, async (c) => {
      const outcome = await submit(c);
      if (outcome.kind === 'unavailable')
        return c.json({ success: false as const, error: { message: outcome.message } }, outcome.status);
      if (outcome.kind === 'invalid')
        return c.json(
          { success: false as const, error: { field: outcome.field, message: outcome.message } },
          outcome.status,
        );
      return jsonOk(c, { status: 'ok' as const });
    })
    .post(REVIEW_FORM_ROUTE, async (c) => {
      const culture = c.req.param('culture');
      if (!isCulture(culture))
        return c.json({ status: 'not ok' as const, error: { field: 'culture', message: 'no such culture' } }, 404);
      const outcome = await submit(c, culture);
      if (!wantsJson(c))
        return backToPage(
          c,
          config.baseAddress,
          culture,
          outcome.kind === 'invalid' || outcome.kind === 'unavailable' ? 'not-ok' : 'ok',
        );
      if (outcome.kind === 'unavailable')
        return c.json(
          { status: 'not ok' as const, error: { field: 'photos', message: outcome.message } },
          outcome.status,
        );
      if (outcome.kind === 'invalid')
        return c.json(
          { status: 'not ok' as const, error: { field: outcome.field, message: outcome.message } },
          outcome.status,
        );
      return c.json({ status: 'ok' as const });
    });
}

import { parseRowId } from '#domain/office/parse-row-id.ts';
import { Hono, type Context } from 'hono';
import {
  reviewEditSchema,
  reviewQueueQuerySchema,
  reviewRejectionSchema,
  reviewReplySchema,
} from '#domain/reviews/review-moderation-fields.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow, readStaffBody, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import type { ModerationReviewRow } from '../../reviews/index.ts';
import { storedPhotoPaths, type StoredReviewPhoto } from '#domain/reviews/stored-photo-paths.ts';
import { ApiError } from '../../http/api-error.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import type { ModerationOutcome, Moderator } from '../reviews/office-reviews.ts';

/**
 * A review as the office API gives it: dates as ISO text, the stars together (null = not
 * applicable), and the photos the visitor sent, by the addresses the public API uses.
 */
export function moderationReviewJson(review: ModerationReviewRow, photos: readonly StoredReviewPhoto[] = []) {
  const { schoolStars, courseStars, accommodationStars, spareTimeStars, moderatedAt, ...rest } = review;
  return {
    ...rest,
    stars: { school: schoolStars, course: courseStars, accommodation: accommodationStars, spareTime: spareTimeStars },
    moderatedAt: moderatedAt?.toISOString() ?? null,
    ...storedPhotoPaths(photos),
  };
}

/** The :id of a review route: a positive whole number, else 404 (no review has any other id). */
function reviewId(c: Context): number {
  const text = c.req.param('id') ?? '';
  const id = parseRowId(text);
  if (id === null) throw new ApiError(404, `no review with id ${text}`, 'id');
  return id;
}

/**
 * /api/office/reviews: the moderation queue (GET, filtered by status and school, paged) and the
 * three moderations (POST approve, reject with a reason, edit the text) and the school's reply, for 'reviews.moderate'.
 */
export function officeReviewsRoutes({ office }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });
  const moderator = (c: Context<StaffEnv>): Moderator => ({ member: c.get('staff'), ip: c.get('ip') });
  const withPhotos = async (review: ModerationReviewRow) =>
    moderationReviewJson(review, (await office.reviews.photos([review.id])).get(review.id));
  const answer = async (c: Context<StaffEnv>, outcome: ModerationOutcome) => {
    if (outcome.kind === 'notFound') return staffFailure(c, 404, `no review with id ${c.req.param('id')}`, 'id');
    if (outcome.kind === 'conflict') return staffFailure(c, 409, outcome.message);
    return jsonOk(c, await withPhotos(outcome.review));
  };

  app.get('/', allow('reviews.moderate'), async (c) => {
    const page = await office.reviews.list(parseQuery(reviewQueueQuerySchema, c.req.query()));
    const photos = await office.reviews.photos(page.items.map((review) => review.id));
    return jsonOk(c, {
      ...page,
      items: page.items.map((review) => moderationReviewJson(review, photos.get(review.id))),
    });
  });
  app.get('/:id', allow('reviews.moderate'), async (c) => {
    const review = await office.reviews.find(reviewId(c));
    return review
      ? jsonOk(c, await withPhotos(review))
      : staffFailure(c, 404, `no review with id ${c.req.param('id')}`, 'id');
  });
  app.post('/:id/approve', allow('reviews.moderate'), async (c) =>
    answer(c, await office.reviews.approve(reviewId(c), moderator(c))),
  );
  app.post('/:id/reject', allow('reviews.moderate'), async (c) => {
    const id = reviewId(c);
    const { reason } = await readStaffBody(c, reviewRejectionSchema);
    return answer(c, await office.reviews.reject(id, reason, moderator(c)));
  });
  app.post('/:id/edit', allow('reviews.moderate'), async (c) => {
    const id = reviewId(c);
    const { text } = await readStaffBody(c, reviewEditSchema);
    return answer(c, await office.reviews.edit(id, text, moderator(c)));
  });
  // The school's reply under the review (an empty text takes it down).
  app.post('/:id/reply', allow('reviews.moderate'), async (c) => {
    const id = reviewId(c);
    const { text } = await readStaffBody(c, reviewReplySchema);
    return answer(c, await office.reviews.reply(id, text, moderator(c)));
  });
  return app;
}

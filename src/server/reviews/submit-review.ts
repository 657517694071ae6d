import { randomBytes } from 'node:crypto';
import { isHoneypotFilled } from '#domain/reviews/is-honeypot-filled.ts';
import { REVIEW_FORM_FIELDS as F } from '#domain/reviews/review-form-fields.ts';
import { reviewPhotoPath } from '#domain/reviews/stored-photo-paths.ts';
import { MAX_AUTHOR_PHOTOS, MAX_REVIEW_PHOTOS } from '#domain/reviews/review-photo-rules.ts';
import type { ReviewPhotoKind } from '#domain/reviews/review-terms.ts';
import { reviewSubmissionSchema } from '#domain/reviews/review-submission-schema.ts';
import { isoDay, type Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { findSchoolById } from '#server/catalogue/index.ts';
import {
  insertVisitorReview,
  type NewReviewPhotoRow,
  type ReviewInvitationUse,
} from '#server/reviews/queries/insert-visitor-review.ts';
import { findReviewInvitation } from '#server/reviews/queries/find-review-invitation.ts';
import { invitationProblem, type InvitationProblem } from '#domain/reviews/review-invitation.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { inspectReviewPhoto } from './inspect-review-photo.ts';
import type { PhotoPixelBudget } from './photo-pixel-budget.ts';
import { REVIEW_PHOTO_RETRY_AFTER_SECONDS, type ReviewPhotoPool } from './review-photo-pool.ts';

/** A posted review form: its text fields by the spec's names, and the files of its two photo inputs. */
export interface ReviewUpload {
  fields: Readonly<Record<string, string | undefined>>;
  authorPhotos: readonly File[];
  reviewPhotos: readonly File[];
}

export type SubmitReviewOutcome =
  | { kind: 'stored'; id: number }
  /** The honeypot was filled: answered as a success, nothing stored. */
  | { kind: 'ignored' }
  | { kind: 'invalid'; status: 400 | 404 | 409 | 410; field: string; message: string }
  /** 429: the client's hourly photo budget is spent; 503: the photo pool is full. Nothing stored. */
  | { kind: 'unavailable'; status: 429 | 503; retryAfterSeconds: number; message: string };

/** Where a review's photos are processed, and the budgets they are held to. */
export interface ReviewPhotoProcessing {
  pool: ReviewPhotoPool;
  /** Per client IP and hour. */
  budget: PhotoPixelBudget;
  /** The most pixels the photos of one review may have together. */
  pixelsPerReview: number;
}

const invalid = (field: string, message: string, status: 400 | 404 | 409 | 410 = 400): SubmitReviewOutcome => ({
  kind: 'invalid',
  status,
  field,
  message,
});

/** What the visitor reads when an invitation link cannot be used, and the status that goes with it. */
const INVITATION_REFUSALS: Record<InvitationProblem, { status: 400 | 404 | 409 | 410; message: string }> = {
  unknown: { status: 404, message: 'this review link is not known; use the link of your invitation mail as it is' },
  expired: {
    status: 410,
    message: 'this review link has expired (it works for 90 days); you can still write a review without it',
  },
  used: { status: 409, message: 'a review has already been written with this link: each booking has one review' },
  cancelled: { status: 410, message: 'this review link belongs to a cancelled booking' },
  'other-school': { status: 400, message: 'this review link is for a review of another school' },
};
const refuseInvitation = (problem: InvitationProblem) =>
  invalid(F.invitation, INVITATION_REFUSALS[problem].message, INVITATION_REFUSALS[problem].status);

/**
 * A visitor's review (spec sections 3 and 5): the honeypot first, then the form's rules, the
 * school and its housing, the number of photos, then every photo's header (its kind and its
 * pixels, against the per-photo limits, the review's pixel budget and the client's hourly one),
 * and only then the photos decoded and re-encoded in the photo pool's worker, one at a time; only
 * when all of that passes is anything stored, the review 'pending' with its photos in one
 * transaction. `ip` is the client's (undefined for a request made in process: not counted).
 */
export async function submitReview(
  { db, clock, photos: processing }: { db: Database; clock: Clock; photos: ReviewPhotoProcessing },
  upload: ReviewUpload,
  ip?: string,
): Promise<SubmitReviewOutcome> {
  if (isHoneypotFilled(upload.fields)) return { kind: 'ignored' };
  const today = isoDay(clock());
  const parsed = reviewSubmissionSchema(today).safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return invalid(String(issue.path[0] ?? 'review'), issue.message);
  }
  let review = parsed.data;
  // Read before the photos are processed: a used or expired link costs no photo work.
  let invitation: ReviewInvitationUse | undefined;
  const token = upload.fields[F.invitation]?.trim();
  if (token) {
    const found = await findReviewInvitation(db, hashInvitationToken(token));
    if (!found) return refuseInvitation('unknown');
    const problem = invitationProblem(found, review.schoolId, clock());
    if (problem) return refuseInvitation(problem);
    invitation = {
      invitationId: found.id,
      bookingId: found.bookingId,
      courseId: found.course.id,
      weeks: found.course.weeks,
      start: found.course.start,
      usedAt: clock(),
    };
    // The stay is the booked one, whatever dates the form was sent with.
    review = { ...review, start: found.course.start, end: found.course.end };
  }
  if (upload.authorPhotos.length > MAX_AUTHOR_PHOTOS)
    return invalid(F.photo, `at most ${MAX_AUTHOR_PHOTOS} photo of the author`);
  if (upload.reviewPhotos.length > MAX_REVIEW_PHOTOS) return invalid(F.photos, `at most ${MAX_REVIEW_PHOTOS} photos`);
  const school = await findSchoolById(db, review.schoolId);
  if (!school) return invalid(F.schoolId, `no school with id ${review.schoolId}`, 404);
  if (
    review.accommodationOptionId !== null &&
    !school.accommodations.some((housing) => housing.id === review.accommodationOptionId)
  ) {
    return invalid(F.accommodationOption, 'accommodation choice must be an accommodation of the school, or 0 for none');
  }

  const rows: NewReviewPhotoRow[] = [];
  let authorPhotoPath: string | null = null;
  const photos: { file: File; kind: ReviewPhotoKind; field: string; position: number }[] = [
    ...upload.authorPhotos.map((file, position) => ({ file, kind: 'author' as const, field: F.photo, position })),
    ...upload.reviewPhotos.map((file, position) => ({ file, kind: 'review' as const, field: F.photos, position })),
  ];
  const named = (photo: (typeof photos)[number], message: string) =>
    invalid(photo.field, photo.file.name ? `${photo.file.name.slice(0, 80)}: ${message}` : message);
  const bytes: Uint8Array[] = [];
  let pixels = 0;
  for (const photo of photos) {
    const photoBytes = new Uint8Array(await photo.file.arrayBuffer());
    const inspected = await inspectReviewPhoto(photoBytes);
    if (inspected.kind === 'refused') return named(photo, inspected.message);
    bytes.push(photoBytes);
    pixels += inspected.pixels;
  }
  if (pixels > processing.pixelsPerReview) {
    return invalid(
      F.photos,
      `the photos of one review may have at most ${processing.pixelsPerReview / 1_000_000} megapixels together; these have ${Math.ceil(pixels / 1_000_000)}`,
    );
  }
  if (photos.length > 0) {
    if (ip !== undefined) {
      const verdict = await processing.budget.take(ip, pixels);
      if (!verdict.allowed)
        return {
          kind: 'unavailable',
          status: 429,
          retryAfterSeconds: verdict.retryAfterSeconds,
          message: `too many photo pixels from this address this hour; try again in ${verdict.retryAfterSeconds} s`,
        };
    }
    const processed = await processing.pool.process(
      photos.map((photo, index) => ({ bytes: bytes[index]!, kind: photo.kind })),
    );
    if (processed === 'busy') {
      if (ip !== undefined) await processing.budget.giveBack(ip, pixels);
      return {
        kind: 'unavailable',
        status: 503,
        retryAfterSeconds: REVIEW_PHOTO_RETRY_AFTER_SECONDS,
        message: `too many photos are being processed; try again in ${REVIEW_PHOTO_RETRY_AFTER_SECONDS} s`,
      };
    }
    for (const [index, result] of processed.entries()) {
      const photo = photos[index]!;
      if (result.kind === 'refused') return named(photo, result.message);
      // 16 random bytes: a pending review's photo cannot be found by counting or guessing.
      const photoId = randomBytes(16).toString('base64url');
      if (photo.kind === 'author') authorPhotoPath = reviewPhotoPath(photoId, 'avatar-1x', 'webp');
      for (const variant of result.variants)
        rows.push({ photoId, kind: photo.kind, position: photo.position, ...variant });
    }
  }
  const id = await insertVisitorReview(db, { ...review, creationDate: today, authorPhotoPath }, rows, invitation);
  if (id === 'used') return refuseInvitation('used');
  return { kind: 'stored', id };
}

import { randomBytes } from 'node:crypto';
import { isHoneypotFilled } from '#domain/reviews/is-honeypot-filled.ts';
import { REVIEW_FORM_FIELDS as F } from '#domain/reviews/review-form-fields.ts';
import { reviewPhotoPath } from '#domain/reviews/review-photo-path.ts';
import { MAX_AUTHOR_PHOTOS, MAX_REVIEW_PHOTOS } from '#domain/reviews/review-photo-rules.ts';
import type { ReviewPhotoKind } from '#domain/reviews/review-photo-kind.ts';
import { reviewSubmissionSchema } from '#domain/reviews/review-submission-schema.ts';
import { isoDay, type Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { findSchoolById } from '#server/db/queries/find-school-by-id.ts';
import { insertVisitorReview, type NewReviewPhotoRow } from '#server/db/queries/insert-visitor-review.ts';
import { processReviewPhoto } from './process-review-photo.ts';

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
  | { kind: 'invalid'; status: 400 | 404; field: string; message: string };

const invalid = (field: string, message: string, status: 400 | 404 = 400): SubmitReviewOutcome => ({ kind: 'invalid', status, field, message });

/**
 * A visitor's review (spec sections 3 and 5): the honeypot first, then the form's rules, the
 * school and its housing, the number of photos, then every photo decoded and re-encoded; only
 * when all of that passes is anything stored, the review 'pending' with its photos in one
 * transaction. Photos are processed one at a time, so one form holds one decoded photo in memory.
 */
export async function submitReview({ db, clock }: { db: Database; clock: Clock }, upload: ReviewUpload): Promise<SubmitReviewOutcome> {
  if (isHoneypotFilled(upload.fields)) return { kind: 'ignored' };
  const today = isoDay(clock());
  const parsed = reviewSubmissionSchema(today).safeParse(upload.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return invalid(String(issue.path[0] ?? 'review'), issue.message);
  }
  const review = parsed.data;
  if (upload.authorPhotos.length > MAX_AUTHOR_PHOTOS) return invalid(F.photo, `at most ${MAX_AUTHOR_PHOTOS} photo of the author`);
  if (upload.reviewPhotos.length > MAX_REVIEW_PHOTOS) return invalid(F.photos, `at most ${MAX_REVIEW_PHOTOS} photos`);
  const school = await findSchoolById(db, review.schoolId);
  if (!school) return invalid(F.schoolId, `no school with id ${review.schoolId}`, 404);
  if (review.accommodationOptionId !== null && !school.accommodations.some((housing) => housing.id === review.accommodationOptionId)) {
    return invalid(F.accommodationOption, 'accommodation choice must be an accommodation of the school, or 0 for none');
  }

  const rows: NewReviewPhotoRow[] = [];
  let authorPhotoPath: string | null = null;
  const photos: { file: File; kind: ReviewPhotoKind; field: string; position: number }[] = [
    ...upload.authorPhotos.map((file, position) => ({ file, kind: 'author' as const, field: F.photo, position })),
    ...upload.reviewPhotos.map((file, position) => ({ file, kind: 'review' as const, field: F.photos, position })),
  ];
  for (const photo of photos) {
    const processed = await processReviewPhoto(new Uint8Array(await photo.file.arrayBuffer()), photo.kind);
    if (processed.kind === 'refused') return invalid(photo.field, photo.file.name ? `${photo.file.name.slice(0, 80)}: ${processed.message}` : processed.message);
    // 16 random bytes: a pending review's photo cannot be found by counting or guessing.
    const photoId = randomBytes(16).toString('base64url');
    if (photo.kind === 'author') authorPhotoPath = reviewPhotoPath(photoId, 'avatar-1x', 'webp');
    for (const variant of processed.variants) rows.push({ photoId, kind: photo.kind, position: photo.position, ...variant });
  }
  const id = await insertVisitorReview(db, { ...review, creationDate: today, authorPhotoPath }, rows);
  return { kind: 'stored', id };
}

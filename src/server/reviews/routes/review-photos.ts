import { Hono } from 'hono';
import { can } from '#domain/staff/staff-permission.ts';
import { REVIEW_PHOTO_SIZE_NAMES } from '#domain/reviews/review-photo-sizes.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestIp } from '../../staff/index.ts';
import { findReviewPhoto } from '../queries/find-review-photo.ts';

/** A stored photo never changes under its address: a browser and a CDN keep it for a year. */
export const REVIEW_PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const FILE = /^([a-z0-9-]+)\.(webp|jpg)$/;
const PHOTO_ID = /^[A-Za-z0-9_-]{22}$/;
const TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * GET /api/review-photos/{id}/{size}.{webp|jpg}: one size of a visitor's photo. An approved
 * review's photos are public and cached for a year. A pending or rejected review's photos are a
 * 404 to everyone but staff who moderate reviews (the office shows them), and never cached.
 */
export function reviewPhotoRoutes({ db, staff }: AppDeps): Hono {
  return new Hono({ strict: false }).get('/:id/:file', async (c) => {
    const id = c.req.param('id');
    const file = FILE.exec(c.req.param('file'));
    const notFound = () => c.json({ success: false as const, error: { message: 'no such photo' } }, 404);
    if (!PHOTO_ID.test(id) || !file || !REVIEW_PHOTO_SIZE_NAMES.includes(file[1]!)) return notFound();
    const format = file[2] as 'webp' | 'jpg';
    const photo = await findReviewPhoto(db, id, file[1]!, format);
    if (!photo) return notFound();
    if (photo.status === 'approved') c.header('Cache-Control', REVIEW_PHOTO_CACHE_CONTROL);
    else {
      c.header('Cache-Control', 'private, no-store');
      const member = await staff.signedIn(c.req.raw, requestIp(c, staff));
      if (!member || !can(member.role, 'reviews.moderate')) return notFound();
    }
    c.header('Content-Type', TYPES[format]);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(photo.bytes));
  });
}

import { Hono } from 'hono';
import { PHOTO_HASH } from '#domain/catalogue/catalogue-photo-schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { findCataloguePhotoFile } from '../queries/find-catalogue-photo-file.ts';

/** A photo's files never change under their hashed address: a browser and a CDN keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An uploaded photo's file names inside its hashed folder (domain/photos/photo-files.ts). */
const FILE = /^(schools|housing)\/uploaded[a-z0-9@-]*\.(webp|jpg)$/;
const TYPES = { webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/**
 * GET /photos/h/{hash}/{file}: a file of a photo uploaded in the catalogue office, from the
 * database, so that every instance serves it before any build has written it (the build writes
 * the published ones beside the drawings, where the static files answer first). Its address is
 * the hash of its bytes, so it is cached for a year; an unknown one is a 404.
 */
export function cataloguePhotoFileRoutes({ db }: AppDeps): Hono {
  return new Hono({ strict: false }).get('/:hash/:kind/:name', async (c) => {
    const hash = c.req.param('hash');
    const file = `${c.req.param('kind')}/${c.req.param('name')}`;
    const notFound = () => c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    if (!PHOTO_HASH.test(hash) || !FILE.test(file)) return notFound();
    const photo = await findCataloguePhotoFile(db, hash, file);
    if (!photo) return notFound();
    c.header('Cache-Control', IMMUTABLE);
    c.header('Content-Type', TYPES[photo.format]);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(photo.bytes));
  });
}

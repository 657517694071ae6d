import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';

/** Where this server answers terms files the build has not written (BLOB_STORAGE_URL's default, /files). */
export const TERMS_FILES_PREFIX = '/files/terms/';

/** The built files of /files/ are kept a day; one answered from the database may be replaced sooner. */
const SHORT = 'public, max-age=300';

/**
 * GET /files/terms/{name}: a terms file the build has not written (uploaded in the office since
 * the served build, or a server without a build), from the database, else the content folder,
 * so that a school page links a file that answers at once. The built files answer first; a
 * replaced file's new bytes reach them with the rebuild its upload starts.
 */
export function catalogueTermsFileRoutes({ office }: AppDeps): Hono {
  return new Hono({ strict: false }).get('/:name', async (c) => {
    const found = await office.terms.file(c.req.param('name'));
    if (!found) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    c.header('Cache-Control', SHORT);
    c.header('Content-Type', found.mediaType);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(found.bytes));
  });
}

import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { isoDay } from '../../clock.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { cultureField } from '../../http/query-fields.ts';
import { getCompany } from '../queries/get-company.ts';
import { listCatalogueLanguages } from '../list-catalogue-languages.ts';
import { listRecentReviews } from '../list-recent-reviews.ts';
import { listSchoolCards } from '../list-school-cards.ts';
import { listPublishedPhotos } from '../photos/list-published-photos.ts';
import { findTermsFile } from '../queries/find-terms-file.ts';
import { listTermsFiles } from '../queries/list-terms-files.ts';

const cultureQuery = z.object({ culture: cultureField });
const recentReviewsQuery = z.object({
  culture: cultureField,
  count: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(20, { error: 'must be at most 20' })
    .default(6),
});

/**
 * GET /api/catalogue/languages, /schools and /reviews: the lists the static build renders from;
 * /company: the agency's facts every page shows (support hours, confirmation window, team);
 * /photos: the uploaded photos the published schools show, which the build writes beside the drawings;
 * /terms and /terms/{name}: the terms files uploaded in the office, which the build writes into files/terms/.
 */
export function catalogueRoutes({ db, clock, search, photoAddress }: AppDeps): Hono {
  return new Hono({ strict: false })
    .get('/languages', async (c) =>
      jsonOk(c, await listCatalogueLanguages(search, parseQuery(cultureQuery, c.req.query()).culture)),
    )
    .get('/schools', async (c) =>
      jsonOk(
        c,
        await listSchoolCards(db, parseQuery(cultureQuery, c.req.query()).culture, isoDay(clock()), photoAddress),
      ),
    )
    .get('/reviews', async (c) => {
      const query = parseQuery(recentReviewsQuery, c.req.query());
      return jsonOk(c, await listRecentReviews(db, query.culture, query.count));
    })
    .get('/company', async (c) => jsonOk(c, await getCompany(db)))
    .get('/photos', async (c) => {
      c.header('Cache-Control', 'no-store');
      return jsonOk(c, await listPublishedPhotos(db));
    })
    .get('/terms', async (c) => {
      c.header('Cache-Control', 'no-store');
      const rows = await listTermsFiles(db);
      return jsonOk(
        c,
        rows.map((row) => ({ name: row.name, mediaType: row.mediaType, size: row.size, sha256: row.sha256 })),
      );
    })
    .get('/terms/:name', async (c) => {
      const found = await findTermsFile(db, c.req.param('name'));
      if (!found)
        return c.json({ success: false, error: { field: 'name', message: 'no such uploaded terms file' } }, 404);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', found.mediaType);
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(new Uint8Array(found.bytes));
    });
}

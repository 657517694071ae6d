import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { cultureField, slugField, wholeField } from '../../http/query-fields.ts';
import { answerPrice, PRICE_HEADERS } from '../../quotes/index.ts';
import { loadAccommodationPhotos } from '../load-accommodation-photos.ts';
import { loadSchoolData } from '../load-school-data.ts';
import { loadSchoolReviews } from '../load-school-reviews.ts';
import { isoDay } from '../../clock.ts';

const dataQuery = z.object({ culture: cultureField, name: slugField('name') });

/** Review pages hold at most 50 so one request stays cheap; the islands ask for 10 (spec section 9). */
const reviewsQuery = z.object({
  culture: cultureField,
  schoolid: wholeField('schoolid', 1),
  count: wholeField('count', 1, 50).default(10),
  offset: wholeField('offset', 0).default(0),
});

/** Ids are PostgreSQL integers: a larger number names nothing and must not reach a query. */
const MAX_ID = 2_147_483_647;

/**
 * Housing ids are unique only within a school: the school comes with the id (as schoolid, like
 * the reviews), or the id is the catalogue-wide one (the spec's id and culture alone).
 */
const accommodationPhotosQuery = z.object({
  culture: cultureField,
  schoolid: wholeField('schoolid', 1, MAX_ID).optional(),
  id: wholeField('id', 1, MAX_ID),
});

/**
 * A housing's photos change only with the catalogue, when the build redraws the photo files
 * themselves, which are cached for a day: the list is cached as long, and its ETag makes a
 * check after that a 304.
 */
export const ACCOMMODATION_PHOTOS_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * A review approved in the office must show on the school page within a minute: browsers ask
 * again every time (max-age=0), and a shared cache (a CDN in front of the API) may keep an answer
 * 30 seconds to absorb a busy school page, never longer.
 */
export const REVIEWS_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

/** GET /api/school/data, /api/school/reviews, /api/school/GetAccommodationPhotos and /api/school/calculate (the live price of a cart). */
export function schoolRoutes({ db, config, clock, pricing, photoAddress }: AppDeps): Hono {
  const accommodationPhotos = async (c: Context) => {
    const query = parseQuery(accommodationPhotosQuery, c.req.query());
    const data = await loadAccommodationPhotos(db, {
      culture: query.culture,
      schoolId: query.schoolid,
      id: query.id,
      photoAddress,
    });
    c.header('Cache-Control', ACCOMMODATION_PHOTOS_CACHE_CONTROL);
    return jsonOk(c, data);
  };
  return (
    new Hono({ strict: false })
      // The spec's name, and lower case like every other route of the API.
      .get('/GetAccommodationPhotos', etag(), accommodationPhotos)
      .get('/getaccommodationphotos', etag(), accommodationPhotos)
      .get('/calculate', async (c) => {
        const { status, body } = await answerPrice(pricing, c.req.url, clock());
        return c.body(body, status, PRICE_HEADERS);
      })
      .get('/data', async (c) => {
        const query = parseQuery(dataQuery, c.req.query());
        return jsonOk(
          c,
          await loadSchoolData(db, {
            culture: query.culture,
            slug: query.name,
            blobStorageUrl: config.blobStorageUrl,
            photoAddress,
            today: isoDay(clock()),
          }),
        );
      })
      .get('/reviews', async (c) => {
        const query = parseQuery(reviewsQuery, c.req.query());
        const page = await loadSchoolReviews(db, {
          culture: query.culture,
          schoolId: query.schoolid,
          count: query.count,
          offset: query.offset,
        });
        c.header('Cache-Control', REVIEWS_CACHE_CONTROL);
        return jsonOk(c, page);
      })
  );
}

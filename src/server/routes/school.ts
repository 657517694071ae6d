import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { jsonOk } from '../http/json-ok.ts';
import { parseCalculationQuery } from '../http/parse-calculation-query.ts';
import { parseQuery } from '../http/parse-query.ts';
import { cultureField, slugField } from '../http/query-fields.ts';
import { calculatePrice } from '../services/calculate-price.ts';
import { loadSchoolData } from '../services/load-school-data.ts';
import { loadSchoolReviews } from '../services/load-school-reviews.ts';

const dataQuery = z.object({ culture: cultureField, name: slugField('name') });

const whole = (name: string, min: number, max?: number) => {
  const range = max === undefined ? `${min} or more` : `from ${min} to ${max}`;
  const error = `${name} must be a whole number ${range}`;
  const number = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? number : number.max(max, { error });
};

/** Review pages hold at most 50 so one request stays cheap; the islands ask for 10 (spec section 9). */
const reviewsQuery = z.object({
  culture: cultureField,
  schoolid: whole('schoolid', 1),
  count: whole('count', 1, 50).default(10),
  offset: whole('offset', 0).default(0),
});

/**
 * A review approved in the office must show on the school page within a minute: browsers ask
 * again every time (max-age=0), and a shared cache (a CDN in front of the API) may keep an answer
 * 30 seconds to absorb a busy school page, never longer.
 */
export const REVIEWS_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

/** GET /api/school/data, /api/school/reviews and /api/school/calculate (the live price of a cart). */
export function schoolRoutes({ db, config, clock, pricing }: AppDeps): Hono {
  return new Hono({ strict: false })
    .get('/calculate', async (c) => {
      // c.req.query(key) reads one key without decoding the whole query: this route is the hot one.
      const query = parseCalculationQuery({ get: (key) => c.req.query(key) ?? null });
      const data = await calculatePrice(pricing, query, clock());
      // A stored price could outlive a change of the catalogue or of the day: never cache it.
      c.header('Cache-Control', 'no-store');
      return jsonOk(c, data);
    })
    .get('/data', async (c) => {
      const query = parseQuery(dataQuery, c.req.query());
      return jsonOk(c, await loadSchoolData(db, { culture: query.culture, slug: query.name, blobStorageUrl: config.blobStorageUrl }));
    })
    .get('/reviews', async (c) => {
      const query = parseQuery(reviewsQuery, c.req.query());
      const page = await loadSchoolReviews(db, { culture: query.culture, schoolId: query.schoolid, count: query.count, offset: query.offset });
      c.header('Cache-Control', REVIEWS_CACHE_CONTROL);
      return jsonOk(c, page);
    });
}

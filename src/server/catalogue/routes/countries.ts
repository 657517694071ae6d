import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { cultureField } from '../../http/query-fields.ts';
import { listCountries } from '../list-countries.ts';

const countriesQuery = z.object({ culture: cultureField });

/** GET /api/countries/getall: every country for the review form's author country. */
export function countriesRoutes(_deps: AppDeps): Hono {
  return new Hono({ strict: false }).get('/getall', (c) =>
    jsonOk(c, listCountries(parseQuery(countriesQuery, c.req.query()).culture)),
  );
}

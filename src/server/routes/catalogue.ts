import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { isoDay } from '../clock.ts';
import { jsonOk } from '../http/json-ok.ts';
import { parseQuery } from '../http/parse-query.ts';
import { cultureField } from '../http/query-fields.ts';
import { listCatalogueLanguages } from '../services/list-catalogue-languages.ts';
import { listSchoolCards } from '../services/list-school-cards.ts';

const cultureQuery = z.object({ culture: cultureField });

/** GET /api/catalogue/languages and /api/catalogue/schools: the lists the static build renders from. */
export function catalogueRoutes({ db, clock, search, photoAddress }: AppDeps): Hono {
  return new Hono({ strict: false })
    .get('/languages', async (c) => jsonOk(c, await listCatalogueLanguages(search, parseQuery(cultureQuery, c.req.query()).culture)))
    .get('/schools', async (c) => jsonOk(c, await listSchoolCards(db, parseQuery(cultureQuery, c.req.query()).culture, isoDay(clock()), photoAddress)));
}

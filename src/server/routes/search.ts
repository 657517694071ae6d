import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { getDictionary } from '../../i18n/get-dictionary.ts';
import { jsonOk } from '../http/json-ok.ts';
import { parseQuery } from '../http/parse-query.ts';
import { cultureField, programmeTypeField, slugField } from '../http/query-fields.ts';
import { loadRegions } from '../services/load-regions.ts';
import { loadSeoHeader } from '../services/load-seo-header.ts';

const translatesQuery = z.object({ culture: cultureField });
const regionsQuery = z.object({ culture: cultureField, language: slugField('language'), schooltype: programmeTypeField.optional() });
const headerQuery = z.object({
  culture: cultureField,
  language: slugField('language'),
  country: slugField('country').optional(),
  city: slugField('city').optional(),
  name: z.string().trim().min(1).max(200, { error: 'name must be at most 200 characters' }).optional(),
});

/** GET /api/search/translates, /loadregionsforlanguage and /header (spec section 7). */
export function searchRoutes({ db }: AppDeps): Hono {
  return new Hono({ strict: false })
    .get('/translates', (c) => {
      const { culture } = parseQuery(translatesQuery, c.req.query());
      return jsonOk(c, getDictionary(culture));
    })
    .get('/loadregionsforlanguage', async (c) => {
      const query = parseQuery(regionsQuery, c.req.query());
      return jsonOk(c, await loadRegions(db, { culture: query.culture, language: query.language, schoolType: query.schooltype }));
    })
    .get('/header', async (c) => jsonOk(c, await loadSeoHeader(db, parseQuery(headerQuery, c.req.query()))));
}

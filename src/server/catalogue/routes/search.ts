import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { isoDay } from '../../clock.ts';
import { parseFindSchoolsQuery } from '../find-schools-query.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { cultureField, programmeTypeField, slugField } from '../../http/query-fields.ts';
import { loadFilterData } from '../load-filter-data.ts';
import { loadRegions } from '../load-regions.ts';
import { loadSeoHeader, loadHomeSeo } from '../load-seo-header.ts';
import { loadVisaInfo } from '../load-visa-info.ts';
import { searchSchools } from '../search-schools.ts';

const translatesQuery = z.object({ culture: cultureField });
const regionsQuery = z.object({
  culture: cultureField,
  language: slugField('language'),
  schooltype: programmeTypeField.optional(),
});
const headerQuery = z.object({
  culture: cultureField,
  language: slugField('language'),
  country: slugField('country').optional(),
  city: slugField('city').optional(),
  name: z.string().trim().min(1).max(200, { error: 'name must be at most 200 characters' }).optional(),
});

const filterDataQuery = regionsQuery;
/** The spec's call sends the country's name alone; the visa help is shown in ru only (spec section 1), so that is its culture then. */
const visaInfoQuery = z.object({ culture: cultureField.default('ru'), name: slugField('name') });

/** GET /api/search/translates, /loadregionsforlanguage, /header, /homeheader, /findschools, /filterdata and /visainfo (spec section 7). */
export function searchRoutes({ db, clock, search }: AppDeps): Hono {
  return (
    new Hono({ strict: false })
      .get('/translates', (c) => {
        const { culture } = parseQuery(translatesQuery, c.req.query());
        return jsonOk(c, getDictionary(culture));
      })
      .get('/loadregionsforlanguage', async (c) => {
        const query = parseQuery(regionsQuery, c.req.query());
        return jsonOk(
          c,
          await loadRegions(search, { culture: query.culture, language: query.language, schoolType: query.schooltype }),
        );
      })
      .get('/header', async (c) => jsonOk(c, await loadSeoHeader(db, parseQuery(headerQuery, c.req.query()))))
      // The home page's texts (content/seo/<culture>.json `home`); null when there are none.
      .get('/homeheader', async (c) =>
        jsonOk(c, await loadHomeSeo(db, parseQuery(translatesQuery, c.req.query()).culture)),
      )
      .get('/findschools', async (c) => {
        const { culture, filters, page, currency } = parseFindSchoolsQuery(c.req.query());
        return jsonOk(c, await searchSchools(search, { culture, filters, page, currency, today: isoDay(clock()) }));
      })
      .get('/filterdata', async (c) => {
        const query = parseQuery(filterDataQuery, c.req.query());
        return jsonOk(
          c,
          await loadFilterData(search, {
            culture: query.culture,
            language: query.language,
            schoolType: query.schooltype,
          }),
        );
      })
      .get('/visainfo', async (c) => {
        const query = parseQuery(visaInfoQuery, c.req.query());
        return jsonOk(c, await loadVisaInfo(db, { culture: query.culture, country: query.name }));
      })
  );
}

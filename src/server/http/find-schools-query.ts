import { z } from 'zod';
import { showsContent } from '../../domain/culture-content.ts';
import { SEARCH_SORTS, SEARCH_WEEKS, type SearchFilters } from '../../domain/search/search-filters.ts';
import { cultureField, programmeTypeField, slugField } from './query-fields.ts';

const flag = (name: string) =>
  z
    .string()
    .toLowerCase()
    .pipe(z.enum(['true', 'false'], { error: `${name} must be true or false` }))
    .transform((value) => value === 'true');

const sortField = z
  .string()
  .transform((value, ctx) => {
    const sort = SEARCH_SORTS.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
    if (!sort) ctx.addIssue({ code: 'custom', message: `sort must be one of ${SEARCH_SORTS.join(', ')}` });
    return sort ?? 'popularity';
  });

const whole = (name: string, min: number, max: number) => {
  const error = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/**
 * The query of GET /api/search/findschools/: the search filter model (spec section 3) with the
 * address keys of section 2, the culture and a page. Unknown keys are ignored; a bad value is a
 * 400 naming its key. The Russian-only filters are refused elsewhere rather than ignored.
 */
export const findSchoolsQuerySchema = z
  .object({
    culture: cultureField,
    language: slugField('language'),
    country: slugField('country').optional(),
    city: slugField('city').optional(),
    schooltype: programmeTypeField.default('languageschool'),
    accommodation: flag('accommodation').default(true),
    sort: sortField.default('popularity'),
    weeks: whole('weeks', SEARCH_WEEKS.min, SEARCH_WEEKS.max).default(SEARCH_WEEKS.min),
    returnonvisarejection: flag('returnonvisarejection').default(false),
    budgetary: flag('budgetary').default(false),
    fewruspeakers: flag('fewruspeakers').default(false),
    avgage30: flag('avgage30').default(false),
    incenter: flag('incenter').default(false),
    name: z
      .string()
      .max(200, { error: 'name must be at most 200 characters' })
      .transform((value) => value.trim() || undefined)
      .optional(),
    // Ten a page: a thousand pages is ten thousand schools, far more than any catalogue here.
    page: whole('page', 1, 1000).default(1),
  })
  .superRefine((query, ctx) => {
    if (query.city !== undefined && query.country === undefined) ctx.addIssue({ code: 'custom', path: ['city'], message: 'city needs a country' });
    if (query.fewruspeakers && !showsContent(query.culture, 'fewRussianSpeakers')) {
      ctx.addIssue({ code: 'custom', path: ['fewruspeakers'], message: 'fewruspeakers is offered only in culture ru' });
    }
    if (query.returnonvisarejection && !showsContent(query.culture, 'visaRefundNotice')) {
      ctx.addIssue({ code: 'custom', path: ['returnonvisarejection'], message: 'returnonvisarejection is offered only in culture ru' });
    }
  });

/** The filters of a parsed findschools query. */
export function toSearchFilters(query: z.output<typeof findSchoolsQuerySchema>): SearchFilters {
  return {
    schoolType: query.schooltype,
    language: query.language,
    country: query.country,
    city: query.city,
    weeks: query.weeks,
    accommodation: query.accommodation,
    returnOnVisaRejection: query.returnonvisarejection,
    budgetary: query.budgetary,
    fewRussianSpeakers: query.fewruspeakers,
    avgAge30: query.avgage30,
    inCenter: query.incenter,
    name: query.name,
    sort: query.sort,
  };
}

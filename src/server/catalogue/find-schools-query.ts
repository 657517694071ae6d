import { z } from 'zod';
import { readSearchQuery } from '#domain/search/read-search-query.ts';
import type { SearchFilters } from '#domain/search/search-filters.ts';
import { SEARCH_QUERY_KEYS } from '#domain/search/search-query-keys.ts';
import type { Culture } from '#domain/culture.ts';
import { ApiError } from '../http/api-error.ts';
import { parseQuery } from '../http/parse-query.ts';
import { cultureField, slugField, wholeField } from '../http/query-fields.ts';

/**
 * The query of GET /api/search/findschools/ apart from the filters: the culture, the place (the
 * address keys of spec section 2) and a page. The filter keys are listed so that parseQuery
 * looks at them too (control characters); readSearchQuery reads them, as the page does.
 */
const findSchoolsQuerySchema = z
  .object({
    culture: cultureField,
    language: slugField('language'),
    country: slugField('country').optional(),
    city: slugField('city').optional(),
    // Ten a page: a thousand pages is ten thousand schools, far more than any catalogue here.
    page: wholeField('page', 1, 1000).default(1),
    // The visitor's display currency: converted card prices and the price filter's unit. Whether
    // the rates know it is the search service's check, as the rates live in the database.
    currency: z
      .string()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: 'currency must be a currency code of three letters' })
      .optional(),
    ...(Object.fromEntries(SEARCH_QUERY_KEYS.map(([key]) => [key, z.string().optional()])) as Record<
      (typeof SEARCH_QUERY_KEYS)[number][0],
      z.ZodOptional<z.ZodString>
    >),
  })
  .superRefine((query, ctx) => {
    if (query.city !== undefined && query.country === undefined)
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'city needs a country' });
  });

/**
 * The search filter model (spec section 3) of a findschools query, with its culture and page.
 * Unknown keys are ignored; a bad value is a 400 naming its key, and so is a Russian-only filter
 * asked for in another culture (readSearchQuery's strict reading).
 */
export function parseFindSchoolsQuery(query: Record<string, string>): {
  culture: Culture;
  filters: SearchFilters;
  page: number;
  currency: string | undefined;
} {
  const parsed = parseQuery(findSchoolsQuerySchema, query);
  const { filters, issue } = readSearchQuery(
    parsed.culture,
    parsed,
    (key) => parsed[key as keyof typeof parsed] as string | undefined,
    'strict',
  );
  if (issue) throw new ApiError(400, issue.message, issue.key);
  return { culture: parsed.culture, filters, page: parsed.page, currency: parsed.currency };
}

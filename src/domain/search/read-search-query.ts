import { PROGRAMME_TYPES, type ProgrammeType } from '../catalogue/programme-types.ts';
import type { Culture } from '../culture.ts';
import { wholeNumberIn, wholeNumberMessage } from '../numbers/whole-number.ts';
import { cultureFeatureFilters } from './culture-filters.ts';
import { z } from 'zod';
import {
  defaultSearchFilters,
  SEARCH_MAX_PRICE,
  SEARCH_SORTS,
  SEARCH_WEEKS,
  type SearchFilters,
  type SearchPlace,
} from './search-filters.ts';
import { SEARCH_QUERY_KEYS, type SearchQueryKey } from './search-query-keys.ts';

/** Reads one query value; the literal text 'undefined' and empty values mean unset (spec section 3). */
type QueryReader = (key: string) => string | null | undefined;

/** A value read, or what is wrong with it (the message names the key). */
type Reading<T> = { ok: true; value: T } | { ok: false; message: string };

/** A query key's reader: from its present, non-empty text to the filter's value. */
type FieldReader<K extends SearchQueryKey> = (
  raw: string,
) => Reading<SearchFilters[Extract<(typeof SEARCH_QUERY_KEYS)[number], readonly [K, unknown]>[1]]>;

/** A value that fails a check of the query; the API answers 400 with it. */
export interface SearchQueryIssue {
  key: SearchQueryKey;
  message: string;
}

// Whole units, as Number() reads them, so '1500' and '1500.0' agree with the page's own address.
const maxPriceSchema = z.coerce.number().int().min(SEARCH_MAX_PRICE.min).max(SEARCH_MAX_PRICE.max);

const ok = <T>(value: T): Reading<T> => ({ ok: true, value });
const wrong = (message: string): Reading<never> => ({ ok: false, message });

const flag =
  (key: SearchQueryKey) =>
  (raw: string): Reading<boolean> => {
    const value = raw.toLowerCase();
    return value === 'true' ? ok(true) : value === 'false' ? ok(false) : wrong(`${key} must be true or false`);
  };

/** How each key of a search address reads (spec section 2): keys and values compare without case, except the name. */
const READERS: { [K in SearchQueryKey]: FieldReader<K> } = {
  schooltype: (raw) => {
    const type = raw.toLowerCase();
    return (PROGRAMME_TYPES as readonly string[]).includes(type)
      ? ok(type as ProgrammeType)
      : wrong(`schooltype must be one of ${PROGRAMME_TYPES.join(', ')}`);
  },
  accommodation: flag('accommodation'),
  sort: (raw) => {
    const sort = SEARCH_SORTS.find((candidate) => candidate.toLowerCase() === raw.toLowerCase());
    return sort ? ok(sort) : wrong(`sort must be one of ${SEARCH_SORTS.join(', ')}`);
  },
  weeks: (raw) => {
    const weeks = wholeNumberIn(raw, SEARCH_WEEKS.min, SEARCH_WEEKS.max);
    return weeks === undefined ? wrong(wholeNumberMessage('weeks', SEARCH_WEEKS.min, SEARCH_WEEKS.max)) : ok(weeks);
  },
  returnonvisarejection: flag('returnonvisarejection'),
  budgetary: flag('budgetary'),
  fewruspeakers: flag('fewruspeakers'),
  avgage30: flag('avgage30'),
  incenter: flag('incenter'),
  accredited: flag('accredited'),
  adultsonly: (raw) => {
    const month = wholeNumberIn(raw, 1, 12);
    return month === undefined ? wrong(wholeNumberMessage('adultsonly', 1, 12)) : ok(month);
  },
  maxprice: (raw) => {
    const read = maxPriceSchema.safeParse(raw);
    return read.success
      ? ok(read.data)
      : wrong(wholeNumberMessage('maxprice', SEARCH_MAX_PRICE.min, SEARCH_MAX_PRICE.max));
  },
  name: (raw) => (raw.length > 200 ? wrong('name must be at most 200 characters') : ok(raw.trim() || undefined)),
};

const present = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' || value === 'undefined' ? undefined : value;

/**
 * The filters of a search query over a place: the query keys of spec section 2, each read by the
 * one reader above, for both the API and the page. They differ only in leniency: the API
 * (`strict`) reports the first value that fails, and a feature filter the culture does not
 * offer, as an issue to answer 400 with; the page's address (`lenient`, the default) falls back to
 * the default for a value that makes no sense and drops a filter the culture does not offer, so
 * a visitor's edited address still shows a page.
 */
export function readSearchQuery(
  culture: Culture,
  place: SearchPlace,
  get: QueryReader,
  leniency: 'strict' | 'lenient' = 'lenient',
): { filters: SearchFilters; issue: SearchQueryIssue | null } {
  const filters: Record<string, unknown> = { ...defaultSearchFilters(place) };
  let issue: SearchQueryIssue | null = null;
  for (const [key, field] of SEARCH_QUERY_KEYS) {
    const raw = present(get(key));
    if (raw === undefined) continue;
    const reading = (READERS[key] as (raw: string) => Reading<unknown>)(raw);
    if (reading.ok) filters[field] = reading.value;
    else issue ??= { key, message: reading.message };
  }
  const read = filters as unknown as SearchFilters;
  const offered = cultureFeatureFilters(culture);
  for (const [key, feature] of [
    ['returnonvisarejection', 'returnOnVisaRejection'],
    ['fewruspeakers', 'fewRussianSpeakers'],
  ] as const) {
    if (!read[feature] || offered.includes(feature)) continue;
    read[feature] = false;
    issue ??= { key, message: `${key} is offered only in culture ru` };
  }
  return { filters: read, issue: leniency === 'strict' ? issue : null };
}

import type { SearchPlace } from './search-filters.ts';

/** A search page's address split into its place and its page number. */
export interface SearchPathParts {
  place: Partial<SearchPlace>;
  page: number;
}

const PAGE_TAIL = /^[1-9]\d{0,5}$/;

/**
 * Reads /{culture}/{language}/{country?}/{city?}/page/{n}/ leniently, lower-cased: an address
 * without a page, or with one that is not a whole number from 1, is the first page.
 */
export function readSearchPath(pathname: string): SearchPathParts {
  const segments = pathname.toLowerCase().split('/').filter(Boolean).slice(1);
  let page = 1;
  const at = segments.lastIndexOf('page');
  if (at >= 1 && at === segments.length - 2) {
    const number = segments[at + 1]!;
    if (PAGE_TAIL.test(number)) page = Number(number);
    segments.splice(at);
  }
  const [language, country, city] = segments;
  return { place: { language, country, city: country === undefined ? undefined : city }, page };
}

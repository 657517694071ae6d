import type { Culture } from '../domain/culture.ts';
import type { SeoHeader } from '../domain/catalogue/api-types.ts';
import type { FilterData, FindSchoolsAnswer } from '../domain/search/search-answer.ts';
import { defaultSearchFilters, type SearchFilters } from '../domain/search/search-filters.ts';
import { toSearchQuery } from '../domain/search/to-search-query.ts';
import type { SearchView } from '../domain/search/search-view.ts';
import { showsVisaHelp } from '../domain/search/visa-help-countries.ts';
import type { VisaInfo } from '../domain/search/visa-info.ts';
import type { SearchRoute } from '../domain/routes/search-routes.ts';
import { getFromApi, getSeoHeader } from './catalogue-client.ts';

const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();

/**
 * Every school of a search through the same findschools answer the island asks for, page after
 * page: the static page lists them all, for visitors without JavaScript and for search engines.
 */
async function allResults(culture: Culture, filters: SearchFilters): Promise<SearchView['results']> {
  const results: SearchView['results'] = { exact: [], exactCount: 0, approximate: [], approximateCount: 0, page: 0, hasMore: true };
  while (results.hasMore) {
    const page = results.page + 1;
    const path = `/api/search/findschools/?${query({ culture, language: filters.language, country: filters.country, city: filters.city, page })}&${toSearchQuery(filters)}`;
    const answer = await getFromApi<FindSchoolsAnswer>(path);
    results.exact.push(...answer.exact.items);
    results.approximate.push(...answer.approximate.items);
    Object.assign(results, { exactCount: answer.exact.schoolsCount, approximateCount: answer.approximate.schoolsCount, page, hasMore: answer.hasMore });
  }
  return results;
}

/** The default state of a search page, read through the API the island uses: what the static page renders. */
export async function loadSearchView(culture: Culture, route: SearchRoute): Promise<SearchView> {
  const filters = defaultSearchFilters(route);
  const [results, header, filterData, visa] = await Promise.all([
    allResults(culture, filters),
    getSeoHeader(culture, route) as Promise<SeoHeader>,
    getFromApi<FilterData>(`/api/search/filterdata/?${query({ culture, language: route.language, schooltype: filters.schoolType })}`),
    showsVisaHelp(culture, route.country) ? getFromApi<VisaInfo>(`/api/search/visainfo/?${query({ culture, name: route.country })}`) : null,
  ]);
  return { filters, results, header, filterData, visa };
}

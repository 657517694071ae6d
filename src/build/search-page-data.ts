import type { Culture } from '../domain/culture.ts';
import type { SeoHeader } from '../domain/catalogue/api-types.ts';
import type { FilterData, FindSchoolsAnswer } from '../domain/search/search-answer.ts';
import { defaultSearchFilters, type SearchFilters } from '../domain/search/search-filters.ts';
import { toSearchQuery } from '../domain/search/to-search-query.ts';
import type { SearchView } from '../domain/search/search-view.ts';
import { showsVisaHelp } from '../domain/search/visa-help-countries.ts';
import type { VisaInfo } from '../domain/search/visa-info.ts';
import type { SearchRoute } from '../domain/routes/search-routes.ts';
import { getFromApi, getPageDataFromApi, getSeoHeader } from './catalogue-client.ts';
import { resultsOf } from '../domain/search/results-of.ts';

const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/**
 * One page of the default search, through the same findschools answer the island asks for: the
 * static page shows only its ten results, whatever the size of the catalogue, and links to the
 * other pages, which are static pages too.
 */
async function pageResults(culture: Culture, filters: SearchFilters, page: number): Promise<SearchView['results']> {
  const path = `/api/search/findschools/?${query({ culture, language: filters.language, country: filters.country, city: filters.city, page })}&${toSearchQuery(filters)}`;
  return resultsOf(await getPageDataFromApi<FindSchoolsAnswer>(path));
}

/**
 * Views read for one of a search page's two files, kept until the other takes them: the page and
 * its search.json (src/build/search-island-view.ts) show the same view, and the build renders each
 * kind of file in a pass of its own, so one read serves both and a pass keeps at most its own pages' views.
 */
const waitingViews = new Map<string, Promise<SearchView>>();

/** The default state of one page of a search place, read through the API the island uses: what the static page renders. */
export function loadSearchView(culture: Culture, route: SearchRoute, page: number): Promise<SearchView> {
  const key = JSON.stringify([culture, route.language, route.country, route.city, page]);
  const waiting = waitingViews.get(key);
  if (waiting) {
    waitingViews.delete(key);
    return waiting;
  }
  const view = readSearchView(culture, route, page);
  waitingViews.set(key, view);
  // A failed read fails the file that asked; the other asks again.
  view.catch(() => waitingViews.delete(key));
  return view;
}

async function readSearchView(culture: Culture, route: SearchRoute, page: number): Promise<SearchView> {
  const filters = defaultSearchFilters(route);
  const [results, header, filterData, visa] = await Promise.all([
    pageResults(culture, filters, page),
    getSeoHeader(culture, route) as Promise<SeoHeader>,
    getFromApi<FilterData>(
      `/api/search/filterdata/?${query({ culture, language: route.language, schooltype: filters.schoolType })}`,
    ),
    showsVisaHelp(culture, route.country)
      ? getFromApi<VisaInfo>(`/api/search/visainfo/?${query({ culture, name: route.country })}`)
      : null,
  ]);
  return { filters, results, header, filterData, visa };
}

import type { Culture } from '../domain/culture.ts';
import type { RegionCountry, SchoolCard, SeoHeader } from '../domain/catalogue/api-types.ts';
import { intlLocale } from '../domain/intl-locale.ts';
import { defaultSearchResults } from '../domain/search/default-search-results.ts';
import { searchPath, type SearchRoute } from '../domain/routes/search-routes.ts';
import { capitalise } from '../domain/text/capitalise.ts';
import { getRegions, getSchoolCards, getSeoHeader } from './catalogue-client.ts';

export interface SearchPageData {
  header: SeoHeader;
  crumbs: { name: string; path: string }[];
  exact: SchoolCard[];
  similar: SchoolCard[];
  languageName: string;
  countries: { name: string; path: string; schools: number }[];
  /** The cities of the page's country (empty on a language page). */
  cities: { name: string; path: string; schools: number; current: boolean }[];
  country: RegionCountry | undefined;
}

/** Everything a search page shows, read through the catalogue API. */
export async function loadSearchPage(culture: Culture, route: SearchRoute): Promise<SearchPageData> {
  const [header, cards, regions] = await Promise.all([getSeoHeader(culture, route), getSchoolCards(culture), getRegions(culture, route.language)]);
  const locale = intlLocale(culture);
  const languageName = capitalise(regions.language.name, locale);
  const country = route.country === undefined ? undefined : regions.countries.find((candidate) => candidate.url === route.country);
  const city = route.city === undefined ? undefined : country?.cities.find((candidate) => candidate.url === route.city);

  const crumbs = [{ name: languageName, path: searchPath(culture, { language: route.language }) }];
  if (route.country !== undefined) crumbs.push({ name: country?.name ?? route.country, path: searchPath(culture, { language: route.language, country: route.country }) });
  if (route.country !== undefined && route.city !== undefined) crumbs.push({ name: city?.name ?? route.city, path: searchPath(culture, route) });

  const { exact, similar } = defaultSearchResults(cards, route);
  return {
    header,
    crumbs,
    exact,
    similar,
    languageName,
    country,
    countries: regions.countries.map((entry) => ({ name: entry.name, path: searchPath(culture, { language: route.language, country: entry.url }), schools: entry.schools })),
    cities: (country?.cities ?? []).map((entry) => ({
      name: entry.name,
      path: searchPath(culture, { language: route.language, country: country!.url, city: entry.url }),
      schools: entry.schools,
      current: entry.url === route.city,
    })),
  };
}

import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';
import { capitalise } from '../text/capitalise.ts';
import { searchPlacePath } from './search-address.ts';
import type { FilterData } from './search-answer.ts';
import type { SearchFilters } from './search-filters.ts';

export interface SearchCrumb {
  name: string;
  /** Root-relative path of the place. */
  path: string;
}

/** The breadcrumbs of a search place (spec section 2): the language, then the country, then the city when known. */
export function searchCrumbs(
  culture: Culture,
  filters: Pick<SearchFilters, 'language' | 'country' | 'city'>,
  data: FilterData,
): SearchCrumb[] {
  const languageName = data.languages.find((l) => l.url === filters.language)?.name ?? data.regions.language.name;
  const crumbs = [
    {
      name: capitalise(languageName, intlLocale(culture)),
      path: searchPlacePath(culture, { language: filters.language, country: undefined, city: undefined }),
    },
  ];
  if (filters.country === undefined) return crumbs;
  const country = data.regions.countries.find((c) => c.url === filters.country);
  crumbs.push({
    name: country?.name ?? filters.country,
    path: searchPlacePath(culture, { language: filters.language, country: filters.country, city: undefined }),
  });
  if (filters.city === undefined) return crumbs;
  const city = country?.cities.find((c) => c.url === filters.city);
  crumbs.push({ name: city?.name ?? filters.city, path: searchPlacePath(culture, filters) });
  return crumbs;
}

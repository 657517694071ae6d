import type { Culture } from '#domain/culture.ts';
import { findSchools } from '#domain/search/find-schools.ts';
import type { FindSchoolsAnswer } from '#domain/search/search-answer.ts';
import type { SearchFilters } from '#domain/search/search-filters.ts';
import { toSearchCard } from '#domain/search/to-search-card.ts';
import type { SearchMoney } from '#domain/search/within-budget.ts';
import { ApiError } from '../http/api-error.ts';
import type { SearchCatalogue, SearchIndex } from './search-index.ts';

export interface SearchSchoolsQuery {
  culture: Culture;
  filters: SearchFilters;
  page: number;
  /** YYYY-MM-DD, for the special offer badge. */
  today: string;
  /** The visitor's display currency (ISO code); the cards then carry their price in it too. */
  currency?: string | undefined;
}

/** The display currency must be one the rates convert into, or the cards could not show it. */
function checkCurrency(catalogue: SearchCatalogue, currency: string | undefined): SearchMoney {
  const { rates } = catalogue;
  const known = [rates.base, ...Object.keys(rates.rates)];
  if (currency !== undefined && !known.includes(currency))
    throw new ApiError(400, `currency must be one of ${[...new Set(known)].sort().join(', ')}`, 'currency');
  return { currency: currency ?? rates.base, rates };
}

/** A language, country or city that is not in the catalogue is a 404 naming it, as for the search header. */
function checkPlace(catalogue: SearchCatalogue, filters: SearchFilters): void {
  const { places } = catalogue;
  if (!places.languages.some((l) => l.slug === filters.language))
    throw new ApiError(404, `no language '${filters.language}' in the catalogue`, 'language');
  if (filters.country === undefined) return;
  if (!places.countries.some((c) => c.slug === filters.country))
    throw new ApiError(404, `no country '${filters.country}' in the catalogue`, 'country');
  if (
    filters.city !== undefined &&
    !places.cities.some((c) => c.slug === filters.city && c.country === filters.country)
  ) {
    throw new ApiError(404, `no city '${filters.city}' in '${filters.country}' in the catalogue`, 'city');
  }
}

/** GET /api/search/findschools/: one page of exact and similar schools as cards of the culture. */
export async function searchSchools(index: SearchIndex, query: SearchSchoolsQuery): Promise<FindSchoolsAnswer> {
  const catalogue = await index.current();
  checkPlace(catalogue, query.filters);
  const money = checkCurrency(catalogue, query.currency);
  const found = findSchools(catalogue.entries, query.filters, query.page, money);
  const names = catalogue.names(query.culture);
  const display = query.currency === undefined ? undefined : { ...money, symbol: names.currency(money.currency) };
  const card = (match: (typeof found.exact.items)[number]) =>
    toSearchCard(match, {
      weeks: query.filters.weeks,
      language: query.filters.language,
      today: query.today,
      countryName: names.country(match.entry.country),
      cityName: names.city(match.entry.city),
      currency: names.currency(match.entry.currency),
      withHousing: query.filters.accommodation,
      display,
    });
  return {
    currency: names.currency(money.currency),
    exact: { items: found.exact.items.map(card), schoolsCount: found.exact.schoolsCount },
    approximate: { items: found.approximate.items.map(card), schoolsCount: found.approximate.schoolsCount },
    page: found.page,
    pageSize: found.pageSize,
    hasMore: found.hasMore,
  };
}

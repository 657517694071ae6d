import type { Currency, SeoHeader } from '../catalogue/api-types.ts';
import type { FilterData, SearchCard } from './search-answer.ts';
import type { SearchFilters } from './search-filters.ts';
import type { VisaInfo } from './visa-info.ts';

/** The results of a search shown so far: every page loaded, exact and similar apart. */
export interface SearchResults {
  exact: SearchCard[];
  exactCount: number;
  approximate: SearchCard[];
  approximateCount: number;
  /** The currency the price filter is in (FindSchoolsAnswer.currency). */
  currency: Currency;
  /** The display currency the cards were asked in (their displayPrice), null for none. */
  displayCurrency: string | null;
  /** The last page loaded. */
  page: number;
  hasMore: boolean;
}

/**
 * Everything one state of the search page shows. The static page renders the default one; the
 * island keeps the current one and stores each in the browser history, so back and forward
 * restore them without asking the API again.
 */
export interface SearchView {
  filters: SearchFilters;
  results: SearchResults;
  header: SeoHeader;
  filterData: FilterData;
  /** Visa help of the country searched (ru and the visa help countries only), else null. */
  visa: VisaInfo | null;
}

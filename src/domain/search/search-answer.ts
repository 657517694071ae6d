import type { Currency, RegionsData, SchoolCard } from '../catalogue/api-types.ts';
import type { OptionalFilter } from './search-filters.ts';

/**
 * A school card in a search answer: the card of spec section 3 priced for the weeks searched.
 * Its `price` is the all-in 'from' price (searchPrice): tuition plus the school's obligatory fees,
 * with the housing placement fee when the search asks for housing and the school has some.
 */
export interface SearchCard extends SchoolCard {
  /** `price` in the display currency asked for; null when none was asked, it is the school's own, or no rate converts it. */
  displayPrice: { amount: number; currency: Currency } | null;
  /** The optional filters a similar school misses (empty in the exact group). */
  missed: OptionalFilter[];
}

/** GET /api/search/findschools/: one page of the exact and the approximate ('similar') groups. */
export interface FindSchoolsAnswer {
  /** The currency the price filter was read in: the one asked for, else the rates' base. */
  currency: Currency;
  exact: { items: SearchCard[]; schoolsCount: number };
  approximate: { items: SearchCard[]; schoolsCount: number };
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** A language of the language selector. */
export interface LanguageOption {
  url: string;
  name: string;
  /** Schools teaching it (of the programme type asked for); 0 makes the option disabled. */
  schools: number;
}

/** GET /api/search/filterdata/: the languages to choose from and the regions of the chosen one. */
export interface FilterData {
  /** Every language of the catalogue; `schools` counts those of the programme type asked for. */
  languages: LanguageOption[];
  regions: RegionsData;
}

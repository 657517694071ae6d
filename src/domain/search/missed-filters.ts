import type { OptionalFilter, SearchFilters } from './search-filters.ts';
import type { SearchEntry } from './search-entry.ts';
import { NO_PRICE } from './weekly-price-table.ts';
import { isWithinBudget, type SearchMoney } from './within-budget.ts';

type Filters = Pick<
  SearchFilters,
  | 'schoolType'
  | 'weeks'
  | 'accommodation'
  | 'returnOnVisaRejection'
  | 'budgetary'
  | 'fewRussianSpeakers'
  | 'avgAge30'
  | 'inCenter'
> &
  Partial<Pick<SearchFilters, 'maxPrice' | 'accredited' | 'adultsOnlyMonth'>>;

/**
 * The optional filters a school does not meet, in a fixed order; empty for an exact match.
 * A switched-off yes/no filter asks nothing, so it is never missed; a price filter is read in
 * `money`'s currency, and without it nothing can be shown to be within it.
 */
export function missedFilters(entry: SearchEntry, filters: Filters, money?: SearchMoney): OptionalFilter[] {
  const missed: OptionalFilter[] = [];
  if (!entry.programmeTypes.includes(filters.schoolType)) missed.push('schoolType');
  if ((entry.priceByWeeks[filters.weeks] ?? NO_PRICE) === NO_PRICE) missed.push('weeks');
  if (filters.accommodation && !entry.hasAccommodation) missed.push('accommodation');
  if (filters.returnOnVisaRejection && !entry.returnDeposit) missed.push('returnOnVisaRejection');
  if (filters.budgetary && !entry.budgetary) missed.push('budgetary');
  if (filters.fewRussianSpeakers && !entry.fewRussianSpeakers) missed.push('fewRussianSpeakers');
  if (filters.avgAge30 && !entry.avgAge30) missed.push('avgAge30');
  if (filters.inCenter && !entry.inCenter) missed.push('inCenter');
  if (filters.accredited && entry.accreditations.length === 0) missed.push('accredited');
  if (filters.adultsOnlyMonth !== undefined && !entry.adultsOnlyMonths.includes(filters.adultsOnlyMonth))
    missed.push('adultsOnly');
  if (
    filters.maxPrice !== undefined &&
    (!money || !isWithinBudget(entry, { ...filters, maxPrice: filters.maxPrice }, money))
  )
    missed.push('maxPrice');
  return missed;
}

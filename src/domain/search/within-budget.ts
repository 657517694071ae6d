import type { Rates } from '../catalogue/rates-schema.ts';
import { convertMoney } from '../money/convert-money.ts';
import { minorUnitDigits } from '../money/minor-unit-digits.ts';
import type { SearchEntry } from './search-entry.ts';
import type { SearchFilters } from './search-filters.ts';
import { searchPrice } from './search-price.ts';

/** The currency a search shows converted prices and reads its price filter in, with the rates that convert. */
export interface SearchMoney {
  currency: string;
  rates: Pick<Rates, 'base' | 'rates'>;
}

/**
 * Whether a school's card price (all in, for the card's weeks) is at most the price filter, both
 * in the search's display currency. A school without a price, or whose currency has no rate,
 * cannot be shown to be within it, so it is not.
 */
export function isWithinBudget(
  entry: SearchEntry,
  filters: Pick<SearchFilters, 'weeks' | 'accommodation' | 'maxPrice'>,
  money: SearchMoney,
): boolean {
  if (filters.maxPrice === undefined) return true;
  const { price } = searchPrice(entry, filters.weeks, filters.accommodation);
  if (price <= 0) return false;
  const converted = convertMoney(price, entry.currency, money.currency, money.rates);
  return converted !== null && converted.amount <= filters.maxPrice * 10 ** minorUnitDigits(money.currency);
}

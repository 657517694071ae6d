import type { SearchEntry } from './search-entry.ts';
import { NO_PRICE } from './weekly-price-table.ts';

export interface SearchPrice {
  /** The all-in 'from' price, minor units of the school's currency; 0 when the school has no price at all. */
  price: number;
  weeks: number;
  /** The price in the rates' base currency, for ordering; NO_PRICE when there is none. */
  comparable: number;
}

/**
 * A school's card price for the weeks searched, all in (allInPriceTable): its cheapest course
 * for exactly that many weeks plus the school's obligatory fees, with the housing placement fee
 * when the search asks for housing; or, when no course runs that long (a similar school), its
 * usual 'from' quote, all in the same way, and its weeks.
 */
export function searchPrice(entry: SearchEntry, weeks: number, withHousing: boolean): SearchPrice {
  const prices = withHousing ? entry.allIn.withHousing : entry.allIn.withoutHousing;
  const price = prices.byWeeks[weeks] ?? NO_PRICE;
  if (price !== NO_PRICE) return { price, weeks, comparable: prices.comparableByWeeks[weeks] ?? NO_PRICE };
  return { price: prices.fallback.price, weeks: prices.fallback.weeks, comparable: prices.comparableFallback };
}

import type { SearchEntry } from './search-entry.ts';
import { NO_PRICE } from './weekly-price-table.ts';

export interface SearchPrice {
  /** Minor units of the school's currency; 0 when the school has no price at all. */
  price: number;
  weeks: number;
  /** The price in the rates' base currency, for ordering; NO_PRICE when there is none. */
  comparable: number;
}

/**
 * A school's card price for the weeks searched: its cheapest course for exactly that many weeks,
 * or, when no course runs that long (a similar school), its usual 'from' price and its weeks.
 */
export function searchPrice(entry: SearchEntry, weeks: number): SearchPrice {
  const price = entry.priceByWeeks[weeks] ?? NO_PRICE;
  if (price !== NO_PRICE) return { price, weeks, comparable: entry.comparablePriceByWeeks[weeks] ?? NO_PRICE };
  return { price: entry.fallbackPrice.price, weeks: entry.fallbackPrice.weeks, comparable: entry.comparableFallbackPrice };
}

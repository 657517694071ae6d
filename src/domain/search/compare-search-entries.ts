import type { SearchSort } from './search-filters.ts';
import type { SearchEntry } from './search-entry.ts';
import { searchPrice } from './search-price.ts';
import { NO_PRICE } from './weekly-price-table.ts';

type Compare = (a: SearchEntry, b: SearchEntry) => number;

// Ties fall back to popularity, then the id, so every order is total and pages never overlap.
const byPopularity: Compare = (a, b) => b.popularity - a.popularity || a.id - b.id;

/**
 * The comparison of a sort order (spec section 4). Prices are the cards' all-in 'from' prices
 * (searchPrice), compared in one currency for the weeks searched; a school without a price goes
 * last in both price orders.
 */
export function compareSearchEntries(sort: SearchSort, weeks: number, withHousing: boolean): Compare {
  switch (sort) {
    case 'popularity':
      return byPopularity;
    case 'highRatingFirst':
      return (a, b) => b.meanRating - a.meanRating || b.reviewsCount - a.reviewsCount || byPopularity(a, b);
    case 'expensiveFirst':
    case 'cheapFirst': {
      const direction = sort === 'cheapFirst' ? 1 : -1;
      return (a, b) => {
        const pa = searchPrice(a, weeks, withHousing).comparable;
        const pb = searchPrice(b, weeks, withHousing).comparable;
        if (pa === NO_PRICE || pb === NO_PRICE)
          return (pa === NO_PRICE ? 1 : 0) - (pb === NO_PRICE ? 1 : 0) || byPopularity(a, b);
        return direction * (pa - pb) || byPopularity(a, b);
      };
    }
  }
}

import type { SchoolCard } from '../catalogue/api-types.ts';
import { serialiseCartQuery } from '../cart/serialise-cart-query.ts';
import type { Culture } from '../culture.ts';
import { culturePath } from '../routes/site-url.ts';
import type { SearchFilters } from './search-filters.ts';

/**
 * Where a search card's link leads: the school page, its first cart seeded by the search (issue
 * 12) in the cart's own keys. c.weeks is the card's week count, the one its price quotes (the
 * weeks searched whenever the school offers them); a.on=true asks for housing when the search was
 * for schools with accommodation and this school has some. The page makes the weeks ones its
 * course allows.
 */
export function searchCardHref(
  culture: Culture,
  card: Pick<SchoolCard, 'link' | 'weeks' | 'hasAccommodation'>,
  filters: Pick<SearchFilters, 'accommodation'>,
): string {
  const query = serialiseCartQuery({
    weeks: card.weeks,
    ...(filters.accommodation && card.hasAccommodation ? { withAccommodation: true } : {}),
  });
  return `${culturePath(culture, card.link)}?${query.toString()}`;
}

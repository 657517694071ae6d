import type { OptionalFilter, SearchFilters } from './search-filters.ts';
import { SEARCH_PAGE_SIZE } from './search-filters.ts';
import type { SearchEntry } from './search-entry.ts';
import { compareSearchEntries } from './compare-search-entries.ts';
import { isInSearchPlace } from './is-in-search-place.ts';
import { missedFilters } from './missed-filters.ts';
import { normaliseSearchText } from './normalise-search-text.ts';
import type { SearchMoney } from './within-budget.ts';

export interface SearchMatch<T> {
  entry: T;
  /** The optional filters the school misses; empty in the exact group. */
  missed: OptionalFilter[];
}

export interface FoundSchools<T> {
  exact: { items: SearchMatch<T>[]; schoolsCount: number };
  approximate: { items: SearchMatch<T>[]; schoolsCount: number };
  page: number;
  pageSize: number;
  /** Whether a later page has more schools (of either group). */
  hasMore: boolean;
}

/**
 * One page of a search. The schools of the place split into an exact group (every filter met)
 * and an approximate group (one or more optional filters missed), the latter nearest first:
 * fewer misses first, then the chosen order. The two groups form one list, exact first, cut into
 * pages of SEARCH_PAGE_SIZE; a page past the end is empty. `money` is the display currency the
 * price filter is read in.
 */
export function findSchools<T extends SearchEntry>(
  entries: readonly T[],
  filters: SearchFilters,
  page: number,
  money?: SearchMoney,
): FoundSchools<T> {
  const folded = filters.name === undefined ? undefined : normaliseSearchText(filters.name);
  const exact: SearchMatch<T>[] = [];
  const approximate: SearchMatch<T>[] = [];
  for (const entry of entries) {
    if (!isInSearchPlace(entry, filters, folded === '' ? undefined : folded)) continue;
    const missed = missedFilters(entry, filters, money);
    (missed.length === 0 ? exact : approximate).push({ entry, missed });
  }
  const compare = compareSearchEntries(filters.sort, filters.weeks, filters.accommodation);
  exact.sort((a, b) => compare(a.entry, b.entry));
  approximate.sort((a, b) => a.missed.length - b.missed.length || compare(a.entry, b.entry));

  const start = (page - 1) * SEARCH_PAGE_SIZE;
  const end = start + SEARCH_PAGE_SIZE;
  return {
    exact: { items: exact.slice(start, end), schoolsCount: exact.length },
    approximate: {
      items: approximate.slice(Math.max(0, start - exact.length), Math.max(0, end - exact.length)),
      schoolsCount: approximate.length,
    },
    page,
    pageSize: SEARCH_PAGE_SIZE,
    hasMore: end < exact.length + approximate.length,
  };
}

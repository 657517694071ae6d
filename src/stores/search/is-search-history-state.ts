import type { SearchView } from '#domain/search/search-view.ts';

/** What the search page keeps in each history entry: the whole view it showed. */
export interface SearchHistoryState {
  search: SearchView;
}

/** Whether a history entry's state is one the search page stored (another script's is left alone). */
export function isSearchHistoryState(state: unknown): state is SearchHistoryState {
  const view = (state as { search?: Partial<SearchView> } | null)?.search;
  return (
    typeof view === 'object' && view !== null && typeof view.filters === 'object' && typeof view.results === 'object'
  );
}

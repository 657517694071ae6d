import { createContext, useContext } from 'react';
import type { Culture } from '#domain/culture.ts';
import type { Translate } from '#i18n/translate-with-dictionary.ts';
import type { NewsletterStore } from '#stores/newsletter/create-newsletter-store.ts';
import type { SearchStore } from '#stores/search/create-search-store.ts';

export interface SearchContextValue {
  culture: Culture;
  t: Translate;
  store: SearchStore;
  newsletter: NewsletterStore;
}

export const SearchContext = createContext<SearchContextValue | null>(null);

/** The search island's culture, translate function and stores. */
export function useSearch(): SearchContextValue {
  const value = useContext(SearchContext);
  if (!value) throw new Error('useSearch outside SearchPanel');
  return value;
}

import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { Culture } from '#domain/culture.ts';
import type { SearchView } from '#domain/search/search-view.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import {
  browserNewsletterEnvironment,
  createNewsletterStore,
  type NewsletterEnvironment,
} from '#stores/newsletter/create-newsletter-store.ts';
import { browserSearchEnvironment } from '#stores/search/browser-search-environment.ts';
import { createSearchStore } from '#stores/search/create-search-store.ts';
import type { SearchEnvironment } from '#stores/search/search-environment.ts';
import { AppliedFilters } from './AppliedFilters.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { RegionLinks } from './RegionLinks.tsx';
import { Results } from './Results.tsx';
import { SearchBreadcrumbs } from './SearchBreadcrumbs.tsx';
import { SearchContext } from './search-context.ts';
import { SEARCH_STARTED_EVENT } from './search-started-event.ts';
import { SortDropdown, SortOverlay } from './SortControl.tsx';

export interface SearchPanelProps {
  culture: Culture;
  /** The island's part of the culture's dictionary (SEARCH_ISLAND_KEY_PREFIXES). */
  dictionary: Record<string, string>;
  /** The state the static page shows: the default filters of its place. */
  initial: SearchView;
  /** Tests hand in their own browser; the page uses the real one. */
  environments?: { search: SearchEnvironment; newsletter: NewsletterEnvironment };
}

/**
 * The search page's island. It renders the same markup as the static page it hydrates (the
 * build renders it with the default view), then takes over: filters, sort, more results,
 * addresses and history. All non-display logic is in the stores.
 */
export default function SearchPanel({ culture, dictionary, initial, environments }: SearchPanelProps) {
  const [store] = useState(() => createSearchStore(culture, initial));
  const [newsletter] = useState(() => createNewsletterStore(culture));
  const t = useMemo(() => translateWithDictionary(culture, dictionary), [culture, dictionary]);
  const context = useMemo(() => ({ culture, t, store, newsletter }), [culture, t, store, newsletter]);
  const view = useStore(store.$view);
  const loading = useStore(store.$loading);
  const overlay = useStore(store.$overlay);

  useEffect(() => {
    newsletter.start(environments?.newsletter ?? browserNewsletterEnvironment());
    const stop = store.start(environments?.search ?? browserSearchEnvironment());
    document.dispatchEvent(new Event(SEARCH_STARTED_EVENT));
    return stop;
  }, [store, newsletter, environments]);

  // A click outside the open dropdown closes it (spec section 4).
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const open = store.$openDropdown.get();
      if (open === null) return;
      const inside = event.target instanceof Element && event.target.closest(`[data-dropdown="${open}"]`);
      if (!inside) store.closeDropdowns();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [store]);

  // The page under a full-screen overlay must not scroll.
  useEffect(() => {
    if (overlay === null) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [overlay]);

  const count = view.results.exactCount;
  return (
    <SearchContext.Provider value={context}>
      <div className="search" data-loading={loading ? '' : undefined}>
        <SearchBreadcrumbs />
        <h1>{view.header.header}</h1>
        <div className="search-bar">
          {count > 0 && <p className="count-line">{t('search.schoolsFound', { count })}</p>}
          <div className="search-bar-actions">
            <button
              type="button"
              className="small-screen-only bar-button needs-js"
              aria-haspopup="dialog"
              aria-controls="search-filters"
              onClick={() => store.openOverlay('filters')}
            >
              {t('search.filters.open')}
            </button>
            <button
              type="button"
              className="small-screen-only bar-button needs-js"
              aria-haspopup="dialog"
              onClick={() => store.openOverlay('sort')}
            >
              {t('search.sort.label')}
            </button>
            <SortDropdown />
          </div>
        </div>
        <AppliedFilters />
        <div className="search-loading" role="status">
          {loading ? t('search.loading') : ''}
        </div>
        <div className="search-layout">
          <FilterPanel />
          <Results />
        </div>
        {overlay === 'sort' && <SortOverlay />}
        <RegionLinks />
      </div>
    </SearchContext.Provider>
  );
}

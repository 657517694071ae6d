import { atom } from 'nanostores';
import type { Culture } from '#domain/culture.ts';
import { applyFilterChange, nameSearchFilters } from '#domain/search/apply-filter-change.ts';
import { searchAddress, searchPlacePath } from '#domain/search/search-address.ts';
import { searchPageCount, searchPagePath } from '#domain/search/search-paging.ts';
import type { FilterData } from '#domain/search/search-answer.ts';
import { defaultSearchFilters, type SearchFilters } from '#domain/search/search-filters.ts';
import type { SearchView } from '#domain/search/search-view.ts';
import { isSearchHistoryState } from './is-search-history-state.ts';
import { readSearchLocation } from './read-search-location.ts';
import { createSearchDataCache } from './create-search-data-cache.ts';
import { resultsOf } from '#domain/search/results-of.ts';
import { isAbort, searchApi, type SearchApi } from './search-api.ts';
import type { SearchEnvironment } from './search-environment.ts';

/** How long the loading indicator stays after a load that reloaded the regions (spec section 4). */
export const REGIONS_LOADING_DELAY_MS = 150;

export type SearchOverlay = 'filters' | 'sort' | null;

const sameFilters = (culture: Culture, a: SearchFilters, b: SearchFilters) =>
  searchAddress(culture, a) === searchAddress(culture, b);

/**
 * The state and the non-display logic of the search page (docs/architecture.md): what is shown
 * ($view), what the filter panel is editing ($draft: on small screens changes wait for Show),
 * loading and errors, which dropdown and which overlay are open, the address and the history.
 * It touches the browser only through the environment given to start(), so the static build can
 * render from it and tests can drive it.
 */
export function createSearchStore(culture: Culture, initial: SearchView) {
  const $view = atom<SearchView>(initial);
  const $draft = atom<SearchFilters>(initial.filters);
  const $draftFilterData = atom<FilterData>(initial.filterData);
  const $nameDraft = atom<string>(initial.filters.name ?? '');
  const $loading = atom(false);
  /** An i18n key of the error to show, or null. */
  const $error = atom<string | null>(null);
  const $openDropdown = atom<string | null>(null);
  const $overlay = atom<SearchOverlay>(null);
  /** The display currency chosen in a cart (null: each school's own); cards show prices converted into it. */
  const $currency = atom<string | null>(null);
  /** How many schools Show would list for the draft of a small-screen overlay; null while it is counted. */
  const $draftCount = atom<number | null>(initial.results.exactCount);

  let env: SearchEnvironment | null = null;
  let api: SearchApi | null = null;
  let controller: AbortController | null = null;
  let countController: AbortController | null = null;
  let loadingOff: unknown = null;
  const cache = createSearchDataCache(culture, initial);

  const browser = () => {
    if (!env || !api) throw new Error('the search store is not started');
    return { env, api };
  };

  const startLoading = () => {
    if (loadingOff !== null) browser().env.clearTimeout(loadingOff);
    loadingOff = null;
    $loading.set(true);
  };
  const stopLoading = (delayed: boolean) => {
    if (!delayed) {
      $loading.set(false);
      return;
    }
    loadingOff = browser().env.setTimeout(() => {
      loadingOff = null;
      $loading.set(false);
    }, REGIONS_LOADING_DELAY_MS);
  };

  const newRequest = () => {
    controller?.abort();
    controller = new AbortController();
    return controller.signal;
  };

  const show = (view: SearchView) => {
    $view.set(view);
    $draftCount.set(view.results.exactCount);
    $draft.set(view.filters);
    $draftFilterData.set(view.filterData);
    $nameDraft.set(view.filters.name ?? '');
    const place = searchPlacePath(culture, view.filters);
    const { page } = view.results;
    const pages = searchPageCount(view.results.exactCount + view.results.approximateCount);
    browser().env.updateHead({
      title: view.header.title,
      path: searchPagePath(place, page),
      prev: page > 1 ? searchPagePath(place, page - 1) : null,
      next: page < pages ? searchPagePath(place, page + 1) : null,
    });
  };

  /**
   * Shows a search state: scrolls to the top, writes the address (a new history entry for a
   * visitor's change), loads results, header, regions and visa help as needed, and stores the
   * view in the history entry for back and forward. A change of filters starts at the first page.
   */
  const navigate = async (filters: SearchFilters, mode: 'push' | 'replace', page = 1): Promise<void> => {
    const { env: browserEnv, api: client } = browser();
    const current = $view.get();
    const url = searchAddress(culture, filters, page);
    if (mode === 'push') browserEnv.pushState(null, url);
    // The panel shows the choice at once, while its results load.
    $draft.set(filters);
    browserEnv.scrollToTop();
    const signal = newRequest();
    startLoading();
    $error.set(null);
    $openDropdown.set(null);
    const placeChanged =
      filters.language !== current.filters.language ||
      filters.country !== current.filters.country ||
      filters.city !== current.filters.city ||
      filters.name !== current.filters.name;
    try {
      const [answer, header, regions, visa] = await Promise.all([
        client.findSchools(filters, page, $currency.get(), signal),
        placeChanged
          ? client
              .header(filters, signal)
              .catch((error: unknown) => (isAbort(error) ? Promise.reject(error) : current.header))
          : current.header,
        cache.filterData(client, filters, current.filterData.languages, signal),
        cache.visa(client, filters, signal),
      ]);
      const view: SearchView = {
        filters,
        results: resultsOf(answer, $currency.get()),
        header,
        filterData: regions.data,
        visa,
      };
      show(view);
      browserEnv.replaceState({ search: view }, url);
      stopLoading(regions.reloaded);
    } catch (error) {
      if (isAbort(error)) return;
      $error.set('search.loadError');
      stopLoading(false);
    }
  };

  const restore = (view: SearchView) => {
    controller?.abort();
    $error.set(null);
    $overlay.set(null);
    $openDropdown.set(null);
    stopLoading(false);
    show(view);
    browser().env.scrollToTop();
  };

  const locationState = () => readSearchLocation(culture, browser().env.location(), $view.get().filters.language);

  const onPopState = (state: unknown) => {
    if (isSearchHistoryState(state)) restore(state.search);
    else {
      const { filters, page } = locationState();
      void navigate(filters, 'replace', page);
    }
  };

  /** Counts the schools the draft would show, for the Show button; the last draft's count wins. */
  const countDraft = async (next: SearchFilters) => {
    countController?.abort();
    const controller = new AbortController();
    countController = controller;
    if (sameFilters(culture, next, $view.get().filters)) {
      $draftCount.set($view.get().results.exactCount);
      return;
    }
    $draftCount.set(null);
    try {
      const answer = await browser().api.findSchools(next, 1, $currency.get(), controller.signal);
      if ($draft.get() === next) $draftCount.set(answer.exact.schoolsCount);
    } catch {
      // Aborted by a newer draft, or failed: Show then says just 'Show'.
    }
  };

  /** Small screens edit a draft until Show; a new language or programme type reloads the draft's regions. */
  const editDraft = async (next: SearchFilters) => {
    const before = $draft.get();
    $draft.set(next);
    void countDraft(next);
    if (cache.sameRegions(before, next)) return;
    const signal = newRequest();
    startLoading();
    try {
      const { data, reloaded } = await cache.filterData(browser().api, next, $view.get().filterData.languages, signal);
      if ($draft.get() === next) $draftFilterData.set(data);
      stopLoading(reloaded);
    } catch (error) {
      if (!isAbort(error)) stopLoading(false);
    }
  };

  return {
    $view,
    $draft,
    $draftFilterData,
    $nameDraft,
    $loading,
    $error,
    $openDropdown,
    $overlay,
    $currency,
    $draftCount,

    /**
     * Connects the store to the browser once the page is interactive. An address with filters
     * the static page did not render (a shared link, a reload) is loaded; a reload of a state
     * stored in history shows it again without asking the API. Returns the disconnect.
     */
    start(environment: SearchEnvironment): () => void {
      env = environment;
      api = searchApi(environment.fetch, culture);
      $currency.set(environment.savedCurrency());
      const stop = environment.onPopState(onPopState);
      const fromAddress = locationState();
      const state = environment.historyState();
      const { pathname, search } = environment.location();
      // The static page prices in the schools' currencies: a visitor with a display currency needs the cards converted.
      const samePlace = (view: SearchView) =>
        sameFilters(culture, view.filters, fromAddress.filters) &&
        view.results.page === fromAddress.page &&
        view.results.displayCurrency === $currency.get();
      if (isSearchHistoryState(state) && samePlace(state.search)) show(state.search);
      else if (!samePlace(initial)) void navigate(fromAddress.filters, 'replace', fromAddress.page);
      else environment.replaceState({ search: initial }, `${pathname}${search}`);
      return () => {
        stop();
        controller?.abort();
      };
    },

    /** A filter picked in the panel, with the reset rules; at once on desktop, into the draft on small screens. */
    changeFilter(change: Partial<SearchFilters>): void {
      $openDropdown.set(null);
      if (browser().env.isSmallScreen()) {
        void editDraft(applyFilterChange($draft.get(), change));
        return;
      }
      void navigate(applyFilterChange($view.get().filters, change), 'push');
    },

    setNameDraft(name: string): void {
      $nameDraft.set(name);
    },

    /** Enter or the search icon: a name search with every other filter reset; an empty name does nothing. */
    submitName(): void {
      const name = $nameDraft.get().trim();
      if (name === '') return;
      $overlay.set(null);
      void navigate(nameSearchFilters($draft.get().language, name), 'push');
    },

    clearName(): void {
      $nameDraft.set('');
      void navigate({ ...$view.get().filters, name: undefined }, 'push');
    },

    /** Show in a small-screen overlay: a new name searches by name, otherwise the draft filters apply. */
    showResults(): void {
      const name = $nameDraft.get().trim();
      $overlay.set(null);
      if (name !== '' && name !== ($view.get().filters.name ?? '')) {
        void navigate(nameSearchFilters($draft.get().language, name), 'push');
        return;
      }
      const next = { ...$draft.get(), name: name === '' ? undefined : $draft.get().name };
      if (!sameFilters(culture, next, $view.get().filters)) void navigate(next, 'push');
    },

    /**
     * Another page of the same search, in place of the one shown (spec section 9: ten a page),
     * as a new history entry whose address is that page's static page.
     */
    goToPage(page: number): void {
      const view = $view.get();
      const pages = searchPageCount(view.results.exactCount + view.results.approximateCount);
      if (!Number.isInteger(page) || page < 1 || page > pages || page === view.results.page) return;
      void navigate(view.filters, 'push', page);
    },

    /** Loads the address shown again, after an error. */
    retry(): void {
      const { filters, page } = locationState();
      void navigate(filters, 'replace', page);
    },

    openOverlay(overlay: Exclude<SearchOverlay, null>): void {
      $openDropdown.set(null);
      $overlay.set(overlay);
      $draftCount.set($view.get().results.exactCount);
    },

    /** A price typed on a small screen goes into the draft at once, so Show can count it; wide screens wait for Apply. */
    typePrice(maxPrice: number | undefined): void {
      if (browser().env.isSmallScreen()) void editDraft(applyFilterChange($draft.get(), { maxPrice }));
    },

    /** One filter of the applied-filters bar removed: back to its default, at once. */
    removeFilter(change: Partial<SearchFilters>): void {
      $overlay.set(null);
      void navigate(applyFilterChange($view.get().filters, change), 'push');
    },

    /** 'Clear all' of the applied-filters bar: every filter back to its default for the language; the sort stays. */
    clearFilters(): void {
      const { language, sort } = $view.get().filters;
      $overlay.set(null);
      void navigate({ ...defaultSearchFilters({ language }), sort }, 'push');
    },

    /** Back to the school list: the overlay closes and its unapplied changes are dropped. */
    closeOverlay(): void {
      const view = $view.get();
      $overlay.set(null);
      $openDropdown.set(null);
      $draft.set(view.filters);
      $draftFilterData.set(view.filterData);
      $nameDraft.set(view.filters.name ?? '');
    },

    /** Only one dropdown is open at a time (spec section 4). */
    toggleDropdown(id: string): void {
      $openDropdown.set($openDropdown.get() === id ? null : id);
    },

    closeDropdowns(): void {
      $openDropdown.set(null);
    },
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;

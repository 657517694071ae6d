import type { ClientDirective } from 'astro';
import { holdControls, TOUCH_EVENTS } from '../hold-controls.ts';
import { SEARCH_STARTED_EVENT } from './search-started-event.ts';

/** The directive's value (src/components/search/SearchPage.astro). */
export interface SearchDirectiveValue {
  /** The query keys the search reads (SEARCH_QUERY_KEYS): one in the address is a view the static page does not show. */
  keys: string[];
  /**
   * Where the browser keeps what the static page cannot show: the display currency a cart left
   * (the cards are converted into it) and the shortlist (its hearts are pressed).
   */
  savedKeys: string[];
}

function saved(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * `client:search` (registered in astro.config.mjs): the search page's island hydrates over its
 * static HTML (the build's default view of the place) when the visitor first touches it, not at
 * load, so a phone paints and settles without running React; or at once when the static page is
 * not what they should see: the address has filters, the history entry holds another view (back
 * and forward), or the browser keeps a display currency or a shortlist. The cards' hearts appear
 * once it runs (their room is kept, so nothing moves). Until the store runs its controls are held
 * (holdControls); links work throughout.
 */
const hydrateSearch: ClientDirective = (load, options, el) => {
  // Astro types a directive's value as a string; it hands over the value as the page gave it (JSON).
  const { keys, savedKeys } = options.value as unknown as SearchDirectiveValue;
  const release = holdControls(el);
  let started = false;
  async function start() {
    if (started) return;
    started = true;
    for (const name of TOUCH_EVENTS) el.removeEventListener(name, start, true);
    const hydrate = await load();
    // The island's texts and view are fetched as it hydrates (SearchIsland.tsx): it has started
    // once its store runs, which the island marks for whoever waits on it (the browser tests).
    document.addEventListener(
      SEARCH_STARTED_EVENT,
      () => {
        release();
        el.setAttribute('data-started', '');
      },
      { once: true },
    );
    await hydrate();
  }
  const params = new URLSearchParams(window.location.search);
  const state: unknown = window.history.state;
  if (
    keys.some((key) => params.has(key)) ||
    (typeof state === 'object' && state !== null && 'search' in state) ||
    savedKeys.some(saved)
  ) {
    void start();
    return;
  }
  for (const name of TOUCH_EVENTS) el.addEventListener(name, start, { capture: true, passive: true });
};

export default hydrateSearch;

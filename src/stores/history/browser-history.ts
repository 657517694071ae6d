/**
 * What a store needs of the address bar and the history, handed in so that tests drive it
 * without a browser. The cart and the search stores both keep their state in the address.
 */
export interface HistoryEnvironment {
  fetch: typeof fetch;
  /** The address bar: path and query. */
  location(): { pathname: string; search: string };
  historyState(): unknown;
  pushState(state: unknown, url: string): void;
  replaceState(state: unknown, url: string): void;
  /** Calls back with the state of each back or forward step; returns the unsubscribe. */
  onPopState(listener: (state: unknown) => void): () => void;
}

/** The real address bar, history and fetch of the browser. */
export function browserHistory(): HistoryEnvironment {
  return {
    fetch: (input, init) => window.fetch(input, init),
    location: () => ({ pathname: window.location.pathname, search: window.location.search }),
    historyState: () => window.history.state as unknown,
    pushState: (state, url) => window.history.pushState(state, '', url),
    replaceState: (state, url) => window.history.replaceState(state, '', url),
    onPopState(listener) {
      const handle = (event: PopStateEvent) => listener(event.state);
      window.addEventListener('popstate', handle);
      return () => window.removeEventListener('popstate', handle);
    },
  };
}

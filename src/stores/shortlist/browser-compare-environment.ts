import { CURRENCY_KEY } from '../cart/browser-cart-environment.ts';
import type { CompareEnvironment } from './create-compare-store.ts';

/** The comparison page's window on the real browser. */
export function browserCompareEnvironment(): CompareEnvironment {
  return {
    fetch: (input, init) => window.fetch(input, init),
    search: () => window.location.search.replace(/^\?/, ''),
    replaceSearch(search) {
      const url = new URL(window.location.href);
      url.search = search;
      window.history.replaceState(window.history.state, '', url);
    },
    savedCurrency() {
      try {
        return window.localStorage.getItem(CURRENCY_KEY);
      } catch {
        return null;
      }
    },
    saveCurrency(currency) {
      try {
        window.localStorage.setItem(CURRENCY_KEY, currency);
      } catch {
        // Not remembered, but still shown on this page.
      }
    },
  };
}

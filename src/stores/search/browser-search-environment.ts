import type { SearchEnvironment } from './search-environment.ts';
import { browserHistory } from '../history/browser-history.ts';
import { CURRENCY_KEY } from '../cart/browser-cart-environment.ts';

const SMALL_SCREEN = '(max-width: 47.99em)';

/** Points a link's href at `path` on the origin it already has (the site's configured address). */
function retarget(link: HTMLLinkElement | HTMLAnchorElement, path: string): void {
  link.href = new URL(path, link.href).href;
}

/** Points the page's rel=prev or rel=next link at `path`, adding or removing the link as needed. */
function setPagingLink(rel: 'prev' | 'next', path: string | null, origin: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (path === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = new URL(path, origin).href;
}

/**
 * The search store's window on the real browser. updateHead keeps the page honest after an
 * in-page navigation: the title, the canonical address (always the page of the place without its
 * query, so filtered states point search engines at the unfiltered page), its previous and next pages and the other cultures' addresses.
 */
export function browserSearchEnvironment(): SearchEnvironment {
  return {
    ...browserHistory(),
    scrollToTop: () => window.scrollTo({ top: 0 }),
    isSmallScreen: () => window.matchMedia(SMALL_SCREEN).matches,
    updateHead({ title, path, prev, next }) {
      document.title = title;
      const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (canonical) retarget(canonical, path);
      const origin = canonical?.href ?? window.location.href;
      setPagingLink('prev', prev, origin);
      setPagingLink('next', next, origin);
      // Every culture has the same place under its own first segment.
      const rest = path.replace(/^\/[^/]+/, '');
      for (const link of document.querySelectorAll<HTMLLinkElement | HTMLAnchorElement>(
        'link[rel="alternate"][hreflang], .culture-switcher a[hreflang]',
      )) {
        const hreflang = link.getAttribute('hreflang');
        const culture = hreflang === 'x-default' ? 'en' : hreflang;
        if (culture) retarget(link, `/${culture}${rest}`);
      }
    },
    savedCurrency() {
      try {
        const saved = window.localStorage.getItem(CURRENCY_KEY);
        return saved !== null && /^[A-Z]{3}$/.test(saved) ? saved : null;
      } catch {
        // Storage refused: the schools' own currencies it is.
        return null;
      }
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

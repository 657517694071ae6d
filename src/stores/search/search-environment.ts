import type { HistoryEnvironment } from '../history/browser-history.ts';

/**
 * What the search store needs from the browser, handed in so that tests can drive it without
 * one. browserSearchEnvironment() is the real one.
 */
export interface SearchEnvironment extends HistoryEnvironment {
  scrollToTop(): void;
  /** Below 48em filters and sort are full-screen overlays applied by Show (spec section 2). */
  isSmallScreen(): boolean;
  /** Title, canonical address, alternates and the previous and next pages of the page shown. */
  updateHead(head: { title: string; path: string; prev: string | null; next: string | null }): void;
  /** The display currency the visitor chose in a cart (kept in the browser), or null. */
  savedCurrency(): string | null;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

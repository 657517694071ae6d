import {
  createShortlistStore,
  SHORTLIST_KEY,
  type ShortlistStorage,
  type ShortlistStore,
} from './create-shortlist-store.ts';

function localStorageOrNull(): ShortlistStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The page's one shortlist, shared by the hearts, the header's count and the shortlist page (one
 * module, so every script of the page sees the same list); another tab's change is read at once.
 */
export const shortlist: ShortlistStore = createShortlistStore(
  typeof window === 'undefined' ? null : localStorageOrNull(),
);

if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === SHORTLIST_KEY) shortlist.reload();
  });

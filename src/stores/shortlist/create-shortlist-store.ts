import { atom, type ReadableAtom } from 'nanostores';
import { MAX_SAVED } from '#domain/shortlist/shortlist-ids.ts';

/** Where the shortlist is kept: the browser's localStorage, the same for every culture of the site. */
export const SHORTLIST_KEY = 'linguatrips.shortlist';

/** The part of localStorage the shortlist uses; null where the browser refuses storage. */
export type ShortlistStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ShortlistStore {
  /** The saved school ids, the first saved first. */
  $ids: ReadableAtom<number[]>;
  /** Saves the school, or removes it when saved; false when the list is full and nothing changed. */
  toggle(id: number): boolean;
  remove(id: number): void;
  /** Reads the list again (another tab changed it). */
  reload(): void;
}

function readIds(storage: ShortlistStorage | null): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SHORTLIST_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0);
    return [...new Set(ids)].slice(0, MAX_SAVED);
  } catch {
    // Storage refused or a value another script wrote: an empty list rather than an error.
    return [];
  }
}

/**
 * The shortlist (issue 35): school ids kept in the browser, no account and no server state. Every
 * change is written at once, so a reload, another page or another culture reads the same list.
 */
export function createShortlistStore(storage: ShortlistStorage | null): ShortlistStore {
  const $ids = atom<number[]>(readIds(storage));
  const write = (ids: number[]) => {
    $ids.set(ids);
    try {
      storage?.setItem(SHORTLIST_KEY, JSON.stringify(ids));
    } catch {
      // Storage full or refused: the list lasts as long as the page.
    }
  };
  return {
    $ids,
    toggle(id) {
      const ids = $ids.get();
      if (ids.includes(id)) {
        write(ids.filter((other) => other !== id));
        return true;
      }
      if (ids.length >= MAX_SAVED) return false;
      write([...ids, id]);
      return true;
    },
    remove(id) {
      write($ids.get().filter((other) => other !== id));
    },
    reload() {
      $ids.set(readIds(storage));
    },
  };
}

import { describe, expect, it } from 'vitest';
import { MAX_SAVED } from '#domain/shortlist/shortlist-ids.ts';
import { createShortlistStore, SHORTLIST_KEY, type ShortlistStorage } from '../create-shortlist-store.ts';

function memoryStorage(initial?: string): ShortlistStorage & { value: string | null } {
  const storage = {
    value: initial ?? null,
    getItem: () => storage.value,
    setItem: (_key: string, value: string) => {
      storage.value = value;
    },
  };
  return storage;
}

describe('createShortlistStore', () => {
  it('saves and removes a school in one toggle each, written at once', () => {
    const storage = memoryStorage();
    const store = createShortlistStore(storage);
    store.toggle(101);
    store.toggle(103);
    expect(store.$ids.get()).toEqual([101, 103]);
    expect(storage.value).toBe('[101,103]');
    store.toggle(101);
    expect(store.$ids.get()).toEqual([103]);
    // A new page (a reload, another culture) reads the same list.
    expect(createShortlistStore(storage).$ids.get()).toEqual([103]);
  });

  it('keeps at most MAX_SAVED schools, saying so', () => {
    const store = createShortlistStore(memoryStorage());
    for (let id = 1; id <= MAX_SAVED; id += 1) expect(store.toggle(id)).toBe(true);
    expect(store.toggle(999)).toBe(false);
    expect(store.$ids.get()).toHaveLength(MAX_SAVED);
  });

  it('reads a damaged or foreign value as an empty list, and works without storage', () => {
    expect(createShortlistStore(memoryStorage('not json')).$ids.get()).toEqual([]);
    expect(createShortlistStore(memoryStorage('{"a":1}')).$ids.get()).toEqual([]);
    expect(createShortlistStore(memoryStorage('[1,"x",-2,1,3.5,4]')).$ids.get()).toEqual([1, 4]);
    const store = createShortlistStore(null);
    store.toggle(7);
    expect(store.$ids.get()).toEqual([7]);
  });

  it("reads another tab's change on reload", () => {
    const storage = memoryStorage();
    const store = createShortlistStore(storage);
    storage.setItem(SHORTLIST_KEY, '[5,6]');
    store.reload();
    expect(store.$ids.get()).toEqual([5, 6]);
  });
});

import type { Culture } from '#domain/culture.ts';

type Dictionary = Record<string, string>;

export interface IslandDictionary {
  /** The build's page hands the server render its culture's part, so the static HTML has every text. */
  prime(culture: Culture, dictionary: Dictionary): void;
  /**
   * The island's texts in a culture: at once where known, else a promise of the culture's file,
   * which React's `use` waits for, keeping the static HTML as it is until then.
   */
  get(culture: Culture): Dictionary | Promise<Dictionary>;
}

/**
 * The texts of one island, one file a culture (`pathOf(culture)`, written by the build), rather than
 * island props in every page. The build's render has them at hand (primed by the page); the browser
 * fetches its culture's file once, when the island hydrates, and again after a failed load.
 */
export function islandDictionary(name: string, pathOf: (culture: Culture) => string): IslandDictionary {
  const known = new Map<Culture, Dictionary>();
  const loading = new Map<Culture, Promise<Dictionary>>();
  return {
    prime: (culture, dictionary) => {
      known.set(culture, dictionary);
    },
    get: (culture) => {
      const ready = known.get(culture);
      if (ready) return ready;
      let promise = loading.get(culture);
      if (!promise) {
        promise = fetch(pathOf(culture), { headers: { accept: 'application/json' } }).then(async (response) => {
          if (!response.ok) throw new Error(`${name} dictionary: HTTP ${response.status}`);
          const dictionary = (await response.json()) as Dictionary;
          known.set(culture, dictionary);
          return dictionary;
        });
        promise.catch(() => loading.delete(culture));
        loading.set(culture, promise);
      }
      return promise;
    },
  };
}

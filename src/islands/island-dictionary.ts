import type { Culture } from '#domain/culture.ts';
import { createJsonFiles } from './json-files.ts';

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
  const files = createJsonFiles<Dictionary>(`${name} dictionary`);
  return {
    prime: (culture, dictionary) => files.prime(pathOf(culture), dictionary),
    get: (culture) => files.read(pathOf(culture)),
  };
}

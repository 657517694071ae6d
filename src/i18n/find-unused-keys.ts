import { CULTURES, type Culture } from '../domain/culture.ts';
import type { Dictionary } from './get-dictionary.ts';

export interface UnusedKey {
  culture: Culture;
  key: string;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A dictionary entry's key as code names it: a plural form without its suffix. */
export const baseKey = (entry: string): string => entry.replace(PLURAL_SUFFIX, '');

/**
 * Every (culture, key) a dictionary holds that nothing uses: an English key (the source) that
 * no code names, reported in every culture that has it, and a key of another culture that
 * English lacks (a leftover of a rename, or a typo). Plural forms count as their key.
 */
export function findUnusedKeys(usedKeys: Iterable<string>, dictionaries: Record<Culture, Dictionary>): UnusedKey[] {
  const used = new Set(usedKeys);
  const source = new Set(Object.keys(dictionaries.en).map(baseKey));
  const unused: UnusedKey[] = [];
  for (const culture of CULTURES) {
    const keys = [...new Set(Object.keys(dictionaries[culture]).map(baseKey))].sort();
    for (const key of keys) if (!used.has(key) || !source.has(key)) unused.push({ culture, key });
  }
  return unused;
}

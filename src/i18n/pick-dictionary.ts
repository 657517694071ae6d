// Every page of a culture picks the same keys for the same island: picked once, shared after.
const picked = new WeakMap<object, Map<string, Record<string, string>>>();

/**
 * The part of a dictionary an island needs: keys equal to, or starting with, one of the
 * prefixes (plural forms included). Islands get only this in their props, not the whole table.
 * The answer is shared between callers asking for the same part: read it, do not change it.
 */
export function pickDictionary(
  dictionary: Readonly<Record<string, string>>,
  prefixes: readonly string[],
): Record<string, string> {
  let ofDictionary = picked.get(dictionary);
  if (!ofDictionary) {
    ofDictionary = new Map();
    picked.set(dictionary, ofDictionary);
  }
  const key = prefixes.join('\n');
  let part = ofDictionary.get(key);
  if (!part) {
    part = Object.fromEntries(
      Object.entries(dictionary).filter(([entry]) =>
        prefixes.some((prefix) => entry === prefix || entry.startsWith(prefix) || entry.startsWith(`${prefix}_`)),
      ),
    );
    ofDictionary.set(key, part);
  }
  return part;
}

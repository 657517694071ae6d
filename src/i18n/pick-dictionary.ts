/**
 * The part of a dictionary an island needs: keys equal to, or starting with, one of the
 * prefixes (plural forms included). Islands get only this in their props, not the whole table.
 */
export function pickDictionary(dictionary: Readonly<Record<string, string>>, prefixes: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => prefixes.some((prefix) => key === prefix || key.startsWith(prefix) || key.startsWith(`${prefix}_`))));
}

/** The dictionary keys (prefixes) the shortlist and comparison islands read; the pages pass only these. */
export const SHORTLIST_ISLAND_KEY_PREFIXES = ['shortlist.', 'compare.'] as const;

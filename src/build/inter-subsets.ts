/**
 * The subsets of Inter the site serves, in the order of their faces (astro.config.mjs's fonts
 * and Astro's fontData list them so): what the eight cultures write in; Chinese text falls back
 * to the system's CJK fonts.
 */
export const INTER_SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;

import type { Culture } from '../domain/culture.ts';

/**
 * The subsets of Inter the site serves, in the order of their faces (astro.config.mjs's fonts
 * and Astro's fontData list them so): what the eight cultures write in; Chinese text falls back
 * to the system's CJK fonts.
 */
export const INTER_SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const;

/**
 * The face a culture's pages preload: the subset most of its text is in (Turkish's own letters are
 * in latin-ext, but most of its text is plain Latin). Chinese pages do not load Inter at all.
 */
export const PRELOADED_SUBSET: Record<Exclude<Culture, 'zh'>, (typeof INTER_SUBSETS)[number]> = {
  ru: 'cyrillic',
  en: 'latin',
  es: 'latin',
  pt: 'latin',
  de: 'latin',
  fr: 'latin',
  tr: 'latin',
};

/** The file of one subset's face in Astro's fontData for the family (its entries follow INTER_SUBSETS). */
export function subsetFontUrl(
  faces: readonly { src: readonly { url: string }[] }[] | undefined,
  subset: (typeof INTER_SUBSETS)[number],
): string | undefined {
  if (faces?.length !== INTER_SUBSETS.length) return undefined;
  return faces[INTER_SUBSETS.indexOf(subset)]?.src[0]?.url;
}

import { CULTURES, TAGLINE_ONLY_CULTURES, type Culture } from './culture.ts';

export type TaglineCulture = Culture | (typeof TAGLINE_ONLY_CULTURES)[number];

/**
 * The culture the loading tagline is shown in: the page's, unless the visitor's browser prefers a
 * tagline-only culture (Japanese, spec section 1) to every culture the site has, since that
 * sentence is all the site says in it. `browserLanguages` is navigator.languages, best first.
 */
export function taglineCulture(pageCulture: Culture, browserLanguages: readonly string[]): TaglineCulture {
  const known: readonly string[] = [...CULTURES, ...TAGLINE_ONLY_CULTURES];
  const first = browserLanguages
    .map((tag) => tag.toLowerCase().split('-')[0] ?? '')
    .find((language) => known.includes(language));
  return first !== undefined && (TAGLINE_ONLY_CULTURES as readonly string[]).includes(first)
    ? (first as TaglineCulture)
    : pageCulture;
}

/** The cultures the site is published in, in the order the language switcher shows them. */
export const CULTURES = ['ru', 'en', 'es', 'pt', 'de', 'fr', 'tr', 'zh'] as const;

export type Culture = (typeof CULTURES)[number];

/** English is the source language of every dictionary and the fallback for content. */
export const DEFAULT_CULTURE: Culture = 'en';

/** Japanese exists only for the loading tagline (spec section 1); it is not a routed culture. */
export const TAGLINE_ONLY_CULTURES = ['ja'] as const;

/** Whether a string names one of the routed cultures. */
export function isCulture(value: string): value is Culture {
  return (CULTURES as readonly string[]).includes(value);
}

import type { Culture } from '../culture.ts';
import type { LocalizedText } from './primitives.ts';
import type { ResolvedText } from './api-types.ts';

/** The text in the culture asked for, else the English one, saying which it is. */
export function resolveText(text: LocalizedText, culture: Culture): ResolvedText {
  const own = text[culture];
  if (own !== undefined) return { text: own, lang: culture };
  // The schema guarantees English, the fallback every page marks visibly.
  return { text: text.en!, lang: 'en' };
}

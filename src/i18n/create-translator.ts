import type { Culture } from '../domain/culture.ts';
import { getDictionary } from './get-dictionary.ts';
import { missingKeyText } from './missing-key-text.ts';
import type { Translate } from './translation-key.ts';
import { translateWithDictionary } from './translate-with-dictionary.ts';

export { missingKeyText };
export type { Translate };

const translators = new Map<Culture, Translate>();

/** The translate function of one culture over its whole dictionary (server and build; islands use translateWithDictionary on their part). */
export function createTranslator(culture: Culture): Translate {
  let translate = translators.get(culture);
  if (!translate) {
    translate = translateWithDictionary(culture, getDictionary(culture));
    translators.set(culture, translate);
  }
  return translate;
}

import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';
import { displayName } from '../intl-formats.ts';

/** The name of the language a review is written in (a culture), as the page's culture names it ("Russian", "russe", "俄语"). */
export function languageName(language: Culture, culture: Culture): string {
  return displayName(intlLocale(culture), 'language', language) ?? language;
}

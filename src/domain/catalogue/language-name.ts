import type { Culture } from '../culture.ts';

/** A language's name in a culture, capitalised as a heading or menu item needs ('Английский'). */
export function languageName(code: string, culture: Culture): string {
  const name = new Intl.DisplayNames(culture, { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(culture) + name.slice(1);
}

import { CULTURES } from '../culture.ts';

/** One text written per culture inside a JSON document: where it is, and its culture keys. */
export interface LocalizedText {
  /** RFC 6901 pointer to the object of culture keys, e.g. "/courses/0/name". */
  pointer: string;
  text: Readonly<Record<string, unknown>>;
}

/** Where a school file's texts are not its own: its holidays are keys, named in holidays/<country>.json. */
export const SCHOOL_TEXT_SKIP: readonly string[] = ['/nonWorkingDays'];

export const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');

/** A pointer's keys in order ("/courses/0/name" → ["courses", "0", "name"]). */
export function pointerKeys(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
}

/** A pointer as the content checks name a field ("/courses/0/name" → "courses.0.name"). */
export function pointerPath(pointer: string): string {
  return pointerKeys(pointer).join('.');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text written per culture is an object of culture keys with an English text (see localizedText). */
export const isLocalizedText = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) &&
  typeof value.en === 'string' &&
  Object.keys(value).every((key) => (CULTURES as readonly string[]).includes(key));

/** Every per-culture text of a document, in document order, leaving out the pointers under `skip`. */
export function listLocalizedTexts(json: unknown, skip: readonly string[] = []): LocalizedText[] {
  const found: LocalizedText[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (skip.some((prefix) => pointer === prefix || pointer.startsWith(`${prefix}/`))) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${pointer}/${index}`));
    else if (isLocalizedText(value)) found.push({ pointer, text: value });
    else if (isRecord(value))
      for (const [key, item] of Object.entries(value)) walk(item, `${pointer}/${escapePointer(key)}`);
  };
  walk(json, '');
  return found;
}

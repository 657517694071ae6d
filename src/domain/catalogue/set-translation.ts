import { isLocalizedText, pointerKeys } from './localized-texts.ts';
import type { Culture } from '../culture.ts';

/**
 * A school file with one culture's text of one field set (an empty text removes it, so the page
 * falls back to English), or null when the pointer names no per-culture text in the file.
 */
export function setTranslation(file: unknown, pointer: string, culture: Culture, text: string): unknown {
  const copy = structuredClone(file);
  let target: unknown = copy;
  for (const key of pointerKeys(pointer)) {
    if (typeof target !== 'object' || target === null || !Object.hasOwn(target, key)) return null;
    target = (target as Record<string, unknown>)[key];
  }
  if (!isLocalizedText(target)) return null;
  // A form's textarea sends CRLF line ends; the files are written with LF.
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (trimmed === '') delete target[culture];
  else target[culture] = trimmed;
  return copy;
}

import { CULTURES, type Culture } from '../culture.ts';
import { escapePointer, listLocalizedTexts } from './localized-texts.ts';
import type { SeoTexts } from './seo-schema.ts';

/** One text a culture lacks: the content file and the JSON pointer of the field in it. */
export interface MissingText {
  culture: Culture;
  /** Relative to content/, e.g. "schools/harbour_view_english.json". */
  file: string;
  /** RFC 6901 pointer into the file, e.g. "/courses/0/name" (the culture's key goes under it). */
  pointer: string;
}

/** A content file's parsed JSON, with the pointers under which its texts are not its own to report. */
export interface TextFile {
  file: string;
  json: unknown;
  /** Pointer prefixes to leave out (a school's holidays are reported under holidays/). */
  skip?: readonly string[];
}

/**
 * Every text a culture lacks in the content: per-culture fields of school, visa, holiday and
 * place files that have no text in the culture (the page shows English instead), and the SEO
 * body text of every search page the catalogue generates and of the home page.
 */
export function findMissingTexts(
  files: readonly TextFile[],
  seo: Readonly<Record<Culture, SeoTexts>>,
  searchPaths: readonly string[],
): MissingText[] {
  const missing: MissingText[] = [];
  for (const { file, json, skip = [] } of files)
    for (const { pointer, text } of listLocalizedTexts(json, skip))
      for (const culture of CULTURES) if (typeof text[culture] !== 'string') missing.push({ culture, file, pointer });
  for (const culture of CULTURES) {
    const file = `seo/${culture}.json`;
    const texts = seo[culture];
    if (texts.home?.text === undefined) missing.push({ culture, file, pointer: '/home/text' });
    for (const path of searchPaths)
      if (texts.overrides[path]?.text === undefined)
        missing.push({ culture, file, pointer: `/overrides/${escapePointer(path)}/text` });
  }
  return missing;
}

import { CULTURES, type Culture } from '../culture.ts';
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

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Text written per culture is an object of culture keys with an English text (see localizedText).
const isLocalizedText = (value: Record<string, unknown>) =>
  typeof value.en === 'string' && Object.keys(value).every((key) => (CULTURES as readonly string[]).includes(key));

function walk(
  value: unknown,
  pointer: string,
  found: (pointer: string, text: Record<string, unknown>) => void,
  skip: readonly string[],
): void {
  if (skip.some((prefix) => pointer === prefix || pointer.startsWith(`${prefix}/`))) return;
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${pointer}/${index}`, found, skip));
  else if (isRecord(value)) {
    if (isLocalizedText(value)) found(pointer, value);
    else for (const [key, item] of Object.entries(value)) walk(item, `${pointer}/${escapePointer(key)}`, found, skip);
  }
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
  for (const { file, json, skip = [] } of files) {
    walk(
      json,
      '',
      (pointer, text) => {
        for (const culture of CULTURES) if (typeof text[culture] !== 'string') missing.push({ culture, file, pointer });
      },
      skip,
    );
  }
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

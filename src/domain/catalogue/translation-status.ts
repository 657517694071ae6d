import { CULTURES, type Culture } from '../culture.ts';
import { listLocalizedTexts, pointerPath, SCHOOL_TEXT_SKIP, type LocalizedText } from './localized-texts.ts';

/** A culture other than English: the ones a school's texts are translated into. */
export type TranslatedCulture = Exclude<Culture, 'en'>;
export const TRANSLATED_CULTURES = CULTURES.filter((culture): culture is TranslatedCulture => culture !== 'en');

/**
 * The English a translation was written against: recorded when the translation changes in a
 * published version, or when an editor confirms it is still right.
 */
export interface TranslationSource {
  pointer: string;
  culture: TranslatedCulture;
  english: string;
}

/**
 * `missing`: no text in the culture (the page shows English). `englishChanged`: the English is not
 * the one the translation was written against. `current`: neither; a translation with no recorded
 * English is one the catalogue was seeded with, taken as written against the English beside it.
 */
export type TranslationState = 'missing' | 'englishChanged' | 'current';

export interface FieldTranslation {
  pointer: string;
  /** As the content checks name it: "courses.0.name". */
  path: string;
  english: string;
  text: string | null;
  state: TranslationState;
  /** For `englishChanged`: the English the translation was written against. */
  writtenAgainst: string | null;
}

export const sourceKey = (pointer: string, culture: TranslatedCulture) => `${culture} ${pointer}`;

/** The recorded sources by sourceKey. */
export function sourcesByKey(sources: readonly TranslationSource[]): Map<string, string> {
  return new Map(sources.map((source) => [sourceKey(source.pointer, source.culture), source.english]));
}

/** One text's state in one culture, and the English it was written against when that differs. */
function stateOf(
  { pointer, text }: LocalizedText,
  culture: TranslatedCulture,
  sources: ReadonlyMap<string, string>,
): { state: TranslationState; writtenAgainst: string | null } {
  if (typeof text[culture] !== 'string') return { state: 'missing', writtenAgainst: null };
  const against = sources.get(sourceKey(pointer, culture));
  return against !== undefined && against !== text.en
    ? { state: 'englishChanged', writtenAgainst: against }
    : { state: 'current', writtenAgainst: null };
}

/** Every translatable text of a school file and its state in one culture. */
export function translationStatus(
  school: unknown,
  culture: TranslatedCulture,
  sources: ReadonlyMap<string, string>,
): FieldTranslation[] {
  return listLocalizedTexts(school, SCHOOL_TEXT_SKIP).map((localized) => ({
    pointer: localized.pointer,
    path: pointerPath(localized.pointer),
    english: localized.text.en as string,
    text: typeof localized.text[culture] === 'string' ? (localized.text[culture] as string) : null,
    ...stateOf(localized, culture, sources),
  }));
}

export interface TranslationCounts {
  fields: number;
  missing: number;
  englishChanged: number;
}

/** How many of a school's texts each culture lacks, and how many it has against an older English. */
export function countTranslations(
  school: unknown,
  sources: ReadonlyMap<string, string>,
): Record<TranslatedCulture, TranslationCounts> {
  // One walk of the file for every culture: the overview counts every school of the catalogue.
  const texts = listLocalizedTexts(school, SCHOOL_TEXT_SKIP);
  const counts = {} as Record<TranslatedCulture, TranslationCounts>;
  for (const culture of TRANSLATED_CULTURES) {
    const count = { fields: texts.length, missing: 0, englishChanged: 0 };
    for (const text of texts) {
      const { state } = stateOf(text, culture, sources);
      if (state !== 'current') count[state] += 1;
    }
    counts[culture] = count;
  }
  return counts;
}

/**
 * What a publish records, going from one published file to the next: a translation that is new
 * or changed was written against the new English; a translation kept while its English changes,
 * with nothing recorded yet, was written against the old English (so it is marked from now on).
 * Sources already recorded for kept translations stay as they are.
 */
export function sourcesAtPublish(
  before: unknown,
  after: unknown,
  recorded: ReadonlyMap<string, string>,
): TranslationSource[] {
  const old = new Map(listLocalizedTexts(before, SCHOOL_TEXT_SKIP).map(({ pointer, text }) => [pointer, text]));
  const written: TranslationSource[] = [];
  for (const { pointer, text } of listLocalizedTexts(after, SCHOOL_TEXT_SKIP)) {
    const previous = old.get(pointer);
    for (const culture of TRANSLATED_CULTURES) {
      if (typeof text[culture] !== 'string') continue;
      if (previous?.[culture] !== text[culture]) written.push({ pointer, culture, english: text.en as string });
      else if (previous.en !== text.en && typeof previous.en === 'string' && !recorded.has(sourceKey(pointer, culture)))
        written.push({ pointer, culture, english: previous.en });
    }
  }
  return written;
}

import type {
  FieldTranslation,
  TranslatedCulture,
  TranslationCounts,
  TranslationState,
} from '#domain/catalogue/translation-status.ts';
import type { Culture } from '#domain/culture.ts';
import type { ContentIssue } from '../content/check-school-file.ts';
import type { VersionAuthor } from '../editing/publish-school-source.ts';

/** One translatable field of a school in one culture, as published, with what the draft holds. */
export interface TranslationField extends FieldTranslation {
  /**
   * The draft's English and text when the draft changes either (null text: the draft has none),
   * absent when there is no draft or it leaves the field as published. A field only the draft
   * has is listed with its state as written in the draft.
   */
  draft?: { english: string; text: string | null };
}

/** A school's texts in one culture: every field, and how many each culture lacks or has against an older English. */
export interface SchoolTranslations {
  id: number;
  name: string;
  /** The published version's number (0: as seeded). */
  version: number;
  hasDraft: boolean;
  culture: TranslatedCulture;
  fields: TranslationField[];
  counts: Record<TranslatedCulture, TranslationCounts>;
}

/** One school's counts in the catalogue-wide overview. */
export interface SchoolTranslationCounts {
  id: number;
  name: string;
  counts: Record<TranslatedCulture, TranslationCounts>;
}

/** One culture's text of one field, as an editor writes it. */
export interface TranslationInput {
  /** The field's JSON pointer in the school file ("/courses/0/name"). */
  field: string;
  culture: TranslatedCulture;
}

export type TranslationSaveOutcome =
  | { kind: 'notFound' }
  | { kind: 'noField' }
  | { kind: 'invalid'; issues: ContentIssue[] }
  /** The draft (or the published school) has that text already: nothing saved. */
  | { kind: 'unchanged' }
  | { kind: 'saved' };

export type TranslationConfirmOutcome =
  | { kind: 'notFound' }
  | { kind: 'noField' }
  /** Only a published translation marked "English changed since" can be confirmed. */
  | { kind: 'notChanged'; state: TranslationState }
  | { kind: 'confirmed' };

/** One page's SEO texts (title, heading, body text) in one culture. */
export interface SeoPageTranslation {
  /** The page's JSON pointer in a culture's SEO file: "/home", "/language", "/overrides/english~1malta". */
  page: string;
  /** As the checks name it: "overrides.english/malta". */
  path: string;
  fields: FieldTranslation[];
}

/** The SEO texts in one culture, page by page, and how many each culture lacks or has against an older English. */
export interface SeoTranslations {
  culture: TranslatedCulture;
  pages: SeoPageTranslation[];
  counts: Record<TranslatedCulture, TranslationCounts>;
}

/** A page's texts in one culture as an editor writes them (a part left out is left as it is). */
export interface SeoPageInput {
  page: string;
  culture: Culture;
  texts: Partial<Record<'title' | 'header' | 'text', string>>;
}

export type SeoSaveOutcome =
  { kind: 'noPage' } | { kind: 'invalid'; issues: ContentIssue[] } | { kind: 'unchanged' } | { kind: 'saved' };

/**
 * The catalogue's translations (issue 31): which texts each culture lacks or has against an
 * English that changed since, per school and catalogue-wide; writing a culture's text into the
 * school's draft (checked as every draft is); confirming a translation is still right; and the
 * same for the SEO texts, which have no drafts: a saved SEO text is theirs at the next build.
 * Access is checked before it is called (catalogue.edit).
 */
export interface CatalogueTranslations {
  overview(): Promise<SchoolTranslationCounts[]>;
  /** Null for an id that names no school. */
  school(id: number, culture: TranslatedCulture): Promise<SchoolTranslations | null>;
  saveText(id: number, input: TranslationInput & { text: string }, by: VersionAuthor): Promise<TranslationSaveOutcome>;
  confirm(id: number, input: TranslationInput, by: VersionAuthor): Promise<TranslationConfirmOutcome>;
  /** The SEO texts (content/seo/<culture>.json as seeded, or as the office changed them). */
  seo(culture: TranslatedCulture): Promise<SeoTranslations>;
  /**
   * Writes one page's texts in one culture (English too: the source the marks follow), checked as
   * the loader checks an SEO file. Live at the next build; from then on the seed keeps the SEO texts.
   */
  saveSeoPage(input: SeoPageInput, by: VersionAuthor): Promise<SeoSaveOutcome>;
  confirmSeo(
    input: TranslationInput,
    by: VersionAuthor,
  ): Promise<Exclude<TranslationConfirmOutcome, { kind: 'notFound' }>>;
}

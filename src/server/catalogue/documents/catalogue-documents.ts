import type { ContentIssue } from '../content/check-school-file.ts';
import type { VersionAuthor } from '../editing/publish-school-source.ts';
import type { DocumentEditRow } from '../queries/list-document-edits.ts';
import type { DocumentKind } from './document-kinds.ts';

/** A site-wide document as the office shows it: its content, and who changed it when. */
export interface CatalogueDocument {
  key: string;
  kind: DocumentKind;
  /** Null for a document not there yet (a country's first holidays). */
  doc: unknown;
  /** Newest first; empty while it is as seeded from content/. */
  edits: DocumentEditRow[];
}

/** The schools (published or in a draft) that name a holiday, by holiday key. */
export type HolidayUses = Record<string, { id: number; name: string }[]>;

/** One site-wide document of an import and what it did. */
export interface ImportedDocument {
  file: string;
  key: string;
  outcome: 'changed' | 'unchanged';
}

export type DocumentSaveOutcome =
  | { kind: 'unknown' }
  | { kind: 'invalid'; issues: ContentIssue[] }
  | { kind: 'unchanged' }
  | { kind: 'saved'; catalogueVersion: number };

/**
 * The catalogue's site-wide documents (issue 31): the company facts, a country's public holidays,
 * places, rates, a country's visa help. Each is saved whole, checked with the content loader's schema and against
 * the rest of the catalogue (a holiday or a place a school names stays), recorded with who, when
 * and what changed, and announced as a new catalogue version. From its first save on the seed
 * leaves it alone. Access is checked before it is called (catalogue.edit).
 */
export interface CatalogueDocuments {
  /** Every stored document's key, by kind. */
  keys(): Promise<{ key: string; kind: DocumentKind; edited: boolean }[]>;
  /** Null for a key that names no kind of document. */
  read(key: string): Promise<CatalogueDocument | null>;
  holidayUses(country: string): Promise<HolidayUses>;
  /** The countries of the places, by slug. */
  countries(): Promise<string[]>;
  save(key: string, doc: unknown, by: VersionAuthor): Promise<DocumentSaveOutcome>;
}

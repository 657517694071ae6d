import type { ImportedDocument } from '../documents/catalogue-documents.ts';
import type { ContentIssue } from '../content/check-school-file.ts';
import type { CatalogueSchoolRow } from '../queries/list-catalogue-schools.ts';
import type { SchoolVersionRow } from '../queries/list-school-versions.ts';
import type { VersionAuthor } from './publish-school-source.ts';

export type { ContentIssue, CatalogueSchoolRow, SchoolVersionRow, VersionAuthor };

/** A school as the catalogue office edits it: the published file and the draft, if any. */
export interface EditedSchool {
  id: number;
  slug: string;
  name: string;
  /** The published version's number (0: as seeded). */
  version: number;
  updatedAt: Date;
  /** Null for a school made in the office and never published: its draft is all there is. */
  published: unknown;
  draft: { file: unknown; baseVersion: number; author: string; updatedAt: Date } | null;
}

/** A wrong field of one file of an import. */
export interface ImportIssue extends ContentIssue {
  file: string;
}

/** One file of an import and what it did. */
export interface ImportedFile {
  file: string;
  id: number;
  slug: string;
  outcome: 'added' | 'changed' | 'unchanged';
  /** The version recorded (absent when unchanged). */
  version?: number;
}

/** The new school form's id (one past every school's and new school's) and its places to choose from. */
export interface NewSchoolChoices {
  id: number;
  languages: string[];
  countries: string[];
  /** By country, then slug; `name` is the city's English name. */
  cities: { slug: string; country: string; name: string }[];
}

/** A new school made from the new school form, or every wrong field of the form. */
export type CreateOutcome = { kind: 'invalid'; issues: ContentIssue[] } | { kind: 'created'; school: EditedSchool };

export type DraftOutcome =
  { kind: 'notFound' } | { kind: 'invalid'; issues: ContentIssue[] } | { kind: 'saved'; school: EditedSchool };

/**
 * Nothing saved: the school's file is no longer the one the editor began from (someone saved the
 * draft, published, discarded or restored since). `stamp` is what it holds now; `author` and `at`
 * say who changed it last and when (the draft's, else the latest version's).
 */
export interface DraftConflict {
  kind: 'conflict';
  stamp: string;
  author: string | null;
  at: Date | null;
}

/** A file made the published school (a new version, and the catalogue's new version), or the one published already. */
export type Published =
  { kind: 'published'; version: SchoolVersionRow; catalogueVersion: number } | { kind: 'unchanged'; version: number };

export type PublishOutcome =
  | { kind: 'notFound' }
  | { kind: 'noDraft' }
  /** Someone published (or restored, or imported) the school since this draft began. */
  | { kind: 'conflict'; version: number; baseVersion: number }
  | { kind: 'invalid'; issues: ContentIssue[] }
  | Published;

export type RestoreOutcome =
  { kind: 'notFound' } | { kind: 'noVersion' } | { kind: 'invalid'; issues: ContentIssue[] } | Published;

export type ImportOutcome =
  | { kind: 'invalid'; issues: ImportIssue[] }
  | {
      kind: 'imported';
      files: ImportedFile[];
      /** The site-wide documents of a content folder (places.json, holidays/…, visa/…, rates.json, seo/…). */
      documents: ImportedDocument[];
      /** The terms files of a content folder's terms/ (key: terms/<name>). */
      terms: ImportedDocument[];
      catalogueVersion: number | null;
    };

/**
 * The catalogue office (issue 31): drafts of school files, checked as the content loader checks
 * them (nothing invalid is saved), publishing them as versions, restoring a version, importing
 * content files. Access is checked before it is called (catalogue.edit).
 */
export interface CatalogueEditor {
  list(): Promise<CatalogueSchoolRow[]>;
  /** What the new school form offers: the next free id, and the places' languages, countries and cities. */
  newSchoolChoices(): Promise<NewSchoolChoices>;
  /**
   * A new school (newSchoolSchema's fields) as an unpublished draft, with its language, country
   * and city checked against the places and its id and slug against every school and new school.
   * Until its first publish its draft may lack the fields the loader requires; publishing names them.
   */
  create(fields: unknown, by: VersionAuthor): Promise<CreateOutcome>;
  /** Null for an id that names no school. */
  school(id: number): Promise<EditedSchool | null>;
  /**
   * Replaces the draft with a whole school file. With `ifMatch` (a schoolFileStamp), only when
   * the draft (or the published file) is still the one it was taken from: else a conflict.
   */
  saveDraft(id: number, file: unknown, by: VersionAuthor): Promise<DraftOutcome>;
  saveDraft(
    id: number,
    file: unknown,
    by: VersionAuthor,
    ifMatch: string | undefined,
  ): Promise<DraftOutcome | DraftConflict>;
  /** Changes the draft (or the published file, when there is no draft) by a JSON merge patch; `ifMatch` as saveDraft. */
  patchDraft(id: number, patch: unknown, by: VersionAuthor, ifMatch?: string): Promise<DraftOutcome | DraftConflict>;
  /** Null for no such school; false when it had no draft. */
  discardDraft(id: number): Promise<boolean | null>;
  publish(id: number, by: VersionAuthor): Promise<PublishOutcome>;
  /** Newest first; null for no such school. */
  versions(id: number): Promise<SchoolVersionRow[] | null>;
  restore(id: number, version: number, by: VersionAuthor): Promise<RestoreOutcome>;
  /**
   * School files and site-wide documents (name as the person gave it, relative to a content folder
   * for documents, text): all checked first, then all written, or none.
   */
  importFiles(
    files: readonly { file: string; source: string; bytes?: Uint8Array }[],
    by: VersionAuthor,
  ): Promise<ImportOutcome>;
}

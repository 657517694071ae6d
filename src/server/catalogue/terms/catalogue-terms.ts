import type { VersionAuthor } from '../editing/publish-school-source.ts';

/** A terms file as the office lists it. */
export interface TermsFileEntry {
  name: string;
  mediaType: string;
  size: number;
  /** `content`: the content folder's (the demo's); `uploaded`: the office's, which wins over one of the same name there. */
  origin: 'content' | 'uploaded';
  author: string | null;
  updatedAt: Date | null;
  /** The schools whose published file or draft names it. */
  usedBy: { id: number; name: string }[];
}

export type TermsSaveOutcome =
  | { kind: 'invalid'; status: 400 | 413 | 415; field: 'name' | 'file'; message: string }
  /** An upload of a new file under a name that is taken (replace it instead). */
  | { kind: 'exists' }
  /** A replacement of a file there is none of. */
  | { kind: 'notFound' }
  | { kind: 'unchanged' }
  | { kind: 'saved'; catalogueVersion: number };

/**
 * The catalogue's terms files (issue 31): the content folder's terms/ and those uploaded in the
 * office (stored in the database, so every instance and every build has them), listed with the
 * schools that name each; uploading a new one and replacing one, checked by name, size and the
 * kind its bytes say. Access is checked before it is called (catalogue.edit).
 */
export interface CatalogueTerms {
  list(): Promise<TermsFileEntry[]>;
  /** The file's bytes (the office's, else the content folder's), or null. */
  file(name: string): Promise<{ mediaType: string; bytes: Uint8Array } | null>;
  save(name: string, bytes: Uint8Array, by: VersionAuthor, mode: 'add' | 'replace'): Promise<TermsSaveOutcome>;
}

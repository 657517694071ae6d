import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { diffDocuments } from '#domain/catalogue/diff-documents.ts';
import { checkTermsUpload, TERMS_MEDIA_TYPES, type TermsFileKind } from '#domain/catalogue/terms-file.ts';
import type { Database } from '../../db/database.ts';
import type { VersionAuthor } from '../editing/publish-school-source.ts';
import { findTermsFile } from '../queries/find-terms-file.ts';
import { insertDocumentEdit } from '../queries/insert-document-edit.ts';
import { writeTermsFile } from '../queries/write-terms-file.ts';

/** A name the school file's schema takes for its terms: no folder, no dots but the ending's. */
export const TERMS_NAME = /^[a-z0-9-]+\.(pdf|docx?|png|jpe?g|tif)$/;

const EXTENSION_TYPES: Record<string, string> = {
  ...TERMS_MEDIA_TYPES,
  jpeg: TERMS_MEDIA_TYPES.jpg,
  doc: 'application/msword',
  tif: 'image/tiff',
};

/** The media type of a content folder's terms file, by its ending (the repository's files are trusted). */
export const mediaTypeByName = (name: string): string =>
  EXTENSION_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The content folder's terms files, by name. */
export function contentTermsNames(contentDir: string): string[] {
  const dir = join(contentDir, 'terms');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => TERMS_NAME.test(name) && statSync(join(dir, name)).isFile())
    .sort();
}

export function readContentTerms(contentDir: string, name: string): Uint8Array | null {
  if (!TERMS_NAME.test(name)) return null;
  const path = join(contentDir, 'terms', name);
  return existsSync(path) ? new Uint8Array(readFileSync(path)) : null;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export type TermsWriteOutcome =
  | { kind: 'invalid'; status: 400 | 413 | 415; field: 'name' | 'file'; message: string }
  | { kind: 'exists' }
  | { kind: 'notFound' }
  | { kind: 'unchanged' }
  | { kind: 'changed' };

/**
 * Checks and stores one terms file in the caller's transaction (which holds the catalogue lock):
 * the file, and its edit (who, when, its type, size and hash before and after) among the site-wide
 * documents' edits, which makes the next page rebuild a whole one that writes it. `mode`: `add`
 * refuses a name that is taken, `replace` one that is not, `any` (an import) takes both.
 */
export async function saveTermsFileIn(
  tx: Database,
  contentDir: string,
  name: string,
  bytes: Uint8Array,
  by: VersionAuthor,
  mode: 'add' | 'replace' | 'any',
): Promise<TermsWriteOutcome> {
  const checked = checkTermsUpload(name, bytes);
  if (!checked.ok) return { kind: 'invalid', status: checked.status, field: checked.field, message: checked.message };
  const stored = await findTermsFile(tx, name);
  const inContent = stored ? null : readContentTerms(contentDir, name);
  const exists = stored !== undefined || inContent !== null;
  if (mode === 'add' && exists) return { kind: 'exists' };
  if (mode === 'replace' && !exists) return { kind: 'notFound' };
  const hash = sha256(bytes);
  const beforeHash = stored?.sha256 ?? (inContent ? sha256(inContent) : null);
  if (beforeHash === hash) return { kind: 'unchanged' };
  await writeTermsFile(tx, { name, mediaType: checked.mediaType, bytes, sha256: hash, ...by });
  const before = exists
    ? {
        name,
        mediaType: stored?.mediaType ?? mediaTypeByName(name),
        size: stored?.bytes.length ?? inContent!.length,
        sha256: beforeHash,
      }
    : null;
  const after = { name, mediaType: checked.mediaType, size: bytes.length, sha256: hash };
  await insertDocumentEdit(tx, {
    key: `terms/${name}`,
    doc: after,
    changes: diffDocuments(before, after),
    staffId: by.staffId,
    author: by.author,
  });
  return { kind: 'changed' };
}

export type { TermsFileKind };

import { diffDocuments } from '#domain/catalogue/diff-documents.ts';
import { seoTextsSchema } from '#domain/catalogue/seo-schema.ts';
import { CULTURES, type Culture } from '#domain/culture.ts';
import type { Database } from '../../db/database.ts';
import { contentIssueOf } from '../content/check-school-file.ts';
import type { ImportIssue } from '../editing/catalogue-editor.ts';
import type { VersionAuthor } from '../editing/publish-school-source.ts';
import { insertSeoEdit } from '../queries/insert-seo-edit.ts';
import { writeCatalogueDocument } from '../queries/write-catalogue-document.ts';
import { readDocument, saveDocumentIn } from './create-catalogue-documents.ts';
import { documentRef } from './document-kinds.ts';
import type { ImportedDocument } from './catalogue-documents.ts';

// Places first: the holidays and visa help of a new country are checked against them.
const ORDER = ['places', 'holidays', 'visa', 'rates', 'company', 'seo'];

/** The catalogue_documents key of a content folder's file ('holidays/malta.json'), or null for a school file. */
export function documentKeyOfFile(file: string): string | null {
  const key = file.replace(/\\/g, '/').replace(/\.json$/, '');
  if (!file.endsWith('.json')) return null;
  if (key.startsWith('seo/') && (CULTURES as readonly string[]).includes(key.slice(4))) return key;
  return documentRef(key) ? key : null;
}

async function importSeo(
  tx: Database,
  culture: Culture,
  raw: unknown,
  source: string,
  by: VersionAuthor,
): Promise<ImportIssue[] | boolean> {
  const file = `seo/${culture}.json`;
  const parsed = seoTextsSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((issue) => ({ file, ...contentIssueOf(issue) }));
  const before = await readDocument(tx, file.slice(0, -5));
  const changes = diffDocuments(before, parsed.data);
  if (changes.length === 0) return false;
  await writeCatalogueDocument(tx, file.slice(0, -5), parsed.data, source);
  await insertSeoEdit(tx, { changes: [{ culture, changes }], staffId: by.staffId, author: by.author });
  return true;
}

/**
 * Checks and writes an import's site-wide documents inside the caller's transaction, every error
 * named by file and field; the caller rolls the transaction back when there is any.
 */
export async function importDocumentFiles(
  tx: Database,
  files: readonly { file: string; key: string; source: string }[],
  by: VersionAuthor,
  contentDir: string,
): Promise<{ issues: ImportIssue[]; documents: ImportedDocument[] }> {
  const issues: ImportIssue[] = [];
  const documents: ImportedDocument[] = [];
  const ordered = [...files].sort((a, b) => ORDER.indexOf(a.key.split('/')[0]!) - ORDER.indexOf(b.key.split('/')[0]!));
  for (const { file, key, source } of ordered) {
    let raw: unknown;
    try {
      raw = JSON.parse(source);
    } catch (error) {
      issues.push({ file, field: '', message: error instanceof Error ? error.message : String(error) });
      continue;
    }
    if (key.startsWith('seo/')) {
      const outcome = await importSeo(tx, key.slice(4) as Culture, raw, source, by);
      if (Array.isArray(outcome)) issues.push(...outcome.map((issue) => ({ ...issue, file })));
      else documents.push({ file, key, outcome: outcome ? 'changed' : 'unchanged' });
      continue;
    }
    const outcome = await saveDocumentIn(tx, documentRef(key)!, raw, by, contentDir, source);
    if (outcome.kind === 'invalid') issues.push(...outcome.issues.map((issue) => ({ file, ...issue })));
    else documents.push({ file, key, outcome: outcome.kind === 'changed' ? 'changed' : 'unchanged' });
  }
  return { issues, documents };
}

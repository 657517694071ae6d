import { diffDocuments } from '#domain/catalogue/diff-documents.ts';
import { seoTextsSchema } from '#domain/catalogue/seo-schema.ts';
import { CULTURES, type Culture } from '#domain/culture.ts';
import type { Database } from '../../db/database.ts';
import { contentIssueOf } from '../content/check-school-file.ts';
import type { ImportIssue } from '../editing/catalogue-editor.ts';
import type { VersionAuthor } from '../editing/publish-school-source.ts';
import { sourcesAtPublish, sourcesByKey } from '#domain/catalogue/translation-status.ts';
import { insertSeoEdit } from '../queries/insert-seo-edit.ts';
import { listSeoTranslationSources } from '../queries/list-seo-translation-sources.ts';
import { writeSeoTranslationSources } from '../queries/write-seo-translation-sources.ts';
import { readCombinedSeoTexts } from '../translations/seo-texts-store.ts';
import { writeCatalogueDocument } from '../queries/write-catalogue-document.ts';
import { readDocument, saveDocumentIn } from './create-catalogue-documents.ts';
import { documentRef } from './document-kinds.ts';
import type { ImportedDocument } from './catalogue-documents.ts';

// Places first: the holidays and visa help of a new country are checked against them.
const ORDER = ['places', 'holidays', 'visa', 'rates', 'company', 'seo'];

const DOCUMENT_FOLDERS = new Set(['holidays', 'visa', 'seo']);
const DOCUMENT_NAMES = new Set(['company', 'places', 'rates']);

/**
 * The catalogue_documents key of a content folder's file, or null for a school file. The file may
 * be named relative to the content folder ('holidays/malta.json') or by a longer path, as one
 * file imported on its own is ('/home/me/content/holidays/malta.json', 'places.json'): its last
 * folder and name decide, and a file in a schools/ folder is always a school's. A file in a
 * document's folder whose name is no country or culture keeps its key, so that the import names
 * it as misnamed rather than checking it as a school file.
 */
export function documentKeyOfFile(file: string): string | null {
  if (!file.endsWith('.json')) return null;
  const parts = file.replace(/\\/g, '/').slice(0, -'.json'.length).split('/');
  const name = parts.at(-1)!;
  const folder = parts.at(-2);
  if (folder !== undefined && DOCUMENT_FOLDERS.has(folder)) return `${folder}/${name}`;
  return folder !== 'schools' && DOCUMENT_NAMES.has(name) ? name : null;
}

/** Why a document key cannot be a document's ('holidays/Malta', 'seo/xx'), or null when it can. */
function misnamedIssue(key: string): string | null {
  const [folder, name] = key.split('/');
  if (folder === 'seo')
    return (CULTURES as readonly string[]).includes(name!)
      ? null
      : `an SEO file is named by its culture: seo/<culture>.json, one of ${CULTURES.join(', ')}`;
  return documentRef(key)
    ? null
    : `a ${folder} file is named by its country's slug: ${folder}/<country>.json (lower case, words joined by _)`;
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
  // The SEO texts as they were, to mark the translations whose English the import changes, as a save in the office does.
  const seoBefore = files.some(({ key }) => key.startsWith('seo/')) ? await readCombinedSeoTexts(tx) : null;
  const ordered = [...files].sort((a, b) => ORDER.indexOf(a.key.split('/')[0]!) - ORDER.indexOf(b.key.split('/')[0]!));
  for (const { file, key, source } of ordered) {
    let raw: unknown;
    try {
      raw = JSON.parse(source);
    } catch (error) {
      issues.push({ file, field: '', message: error instanceof Error ? error.message : String(error) });
      continue;
    }
    const misnamed = misnamedIssue(key);
    if (misnamed) {
      issues.push({ file, field: '', message: misnamed });
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
  if (
    seoBefore &&
    issues.length === 0 &&
    documents.some((doc) => doc.key.startsWith('seo/') && doc.outcome === 'changed')
  ) {
    const recorded = sourcesByKey(await listSeoTranslationSources(tx));
    const sources = sourcesAtPublish(seoBefore, await readCombinedSeoTexts(tx), recorded);
    await writeSeoTranslationSources(tx, sources, by.author);
  }
  return { issues, documents };
}

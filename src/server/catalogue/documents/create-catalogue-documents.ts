import { diffDocuments } from '#domain/catalogue/diff-documents.ts';
import type { Database } from '../../db/database.ts';
import { checkSchoolFile, contentIssueOf } from '../content/check-school-file.ts';
import { databaseSchoolFileContext } from '../editing/database-school-file-context.ts';
import type { VersionAuthor } from '../editing/publish-school-source.ts';
import { parseSchoolSource } from '../editing/school-source.ts';
import { bumpCatalogueVersion } from '../queries/bump-catalogue-version.ts';
import { getCatalogueDocument } from '../queries/get-catalogue-document.ts';
import { getCatalogueDocumentSource } from '../queries/get-catalogue-document-source.ts';
import { insertDocumentEdit } from '../queries/insert-document-edit.ts';
import { listCatalogueDocuments } from '../queries/list-catalogue-documents.ts';
import { listDocumentEdits } from '../queries/list-document-edits.ts';
import { listEditedDocumentKeys } from '../queries/list-edited-document-keys.ts';
import { listSchoolFilesOfPlaces } from '../queries/list-school-files-of-places.ts';
import { lockCatalogue } from '../queries/lock-catalogue.ts';
import { getPlaces } from '../queries/get-places.ts';
import { writeCatalogueDocument } from '../queries/write-catalogue-document.ts';
import { writePublishedSchool } from '../queries/write-published-school.ts';
import type { CatalogueDocuments, DocumentSaveOutcome } from './catalogue-documents.ts';
import { documentIssues, holidayUsesOf } from './document-checks.ts';
import { DOCUMENT_KINDS, DOCUMENT_SCHEMAS, documentRef, type DocumentRef } from './document-kinds.ts';

/**
 * The published schools of a country stored again with its holidays' new names (their files do
 * not change: a school file names a holiday by its key), inside the caller's transaction.
 */
async function renameSchoolHolidays(tx: Database, country: string, contentDir: string): Promise<void> {
  const context = await databaseSchoolFileContext(tx, contentDir);
  for (const row of await listSchoolFilesOfPlaces(tx)) {
    if (row.country !== country || row.source === null) continue;
    const checked = checkSchoolFile(parseSchoolSource(row.source), context);
    if (checked.ok) await writePublishedSchool(tx, checked.school, row.source);
  }
}

/** A stored document in its written key order (jsonb keeps its own), or null when absent. */
export async function readDocument(db: Database, key: string): Promise<unknown> {
  const source = await getCatalogueDocumentSource(db, key);
  return source ? (JSON.parse(source) as unknown) : getCatalogueDocument<unknown>(db, key);
}

/**
 * Saves one checked document in the caller's transaction (which holds the catalogue lock): the
 * document, its edit (who, what changed), the schools it names, without bumping the version.
 */
export async function saveDocumentIn(
  tx: Database,
  ref: DocumentRef,
  input: unknown,
  by: VersionAuthor,
  contentDir: string,
  /** The file as an import gave it, kept for the export; the repository's form otherwise. */
  source?: string,
): Promise<Exclude<DocumentSaveOutcome, { kind: 'saved' | 'unknown' }> | { kind: 'changed' }> {
  const parsed = DOCUMENT_SCHEMAS[ref.kind].safeParse(input);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues.map(contentIssueOf) };
  const issues = await documentIssues(tx, ref, parsed.data);
  if (issues.length > 0) return { kind: 'invalid', issues };
  const before = await readDocument(tx, ref.key);
  const changes = diffDocuments(before, parsed.data);
  if (changes.length === 0) return { kind: 'unchanged' };
  await writeCatalogueDocument(tx, ref.key, parsed.data, source);
  await insertDocumentEdit(tx, { key: ref.key, doc: parsed.data, changes, staffId: by.staffId, author: by.author });
  if (ref.kind === 'holidays') await renameSchoolHolidays(tx, ref.country!, contentDir);
  return { kind: 'changed' };
}

/** The site-wide documents over a database; school files are checked with a content folder's terms. */
export function createCatalogueDocuments({ db, contentDir }: { db: Database; contentDir: string }): CatalogueDocuments {
  return {
    async keys() {
      const edited = await listEditedDocumentKeys(db);
      const rows = [];
      for (const kind of DOCUMENT_KINDS)
        for (const { key } of await listCatalogueDocuments(
          db,
          kind === 'holidays' || kind === 'visa' ? `${kind}/` : kind,
        ))
          if (documentRef(key)?.kind === kind) rows.push({ key, kind, edited: edited.has(key) });
      return rows;
    },
    async read(key) {
      const ref = documentRef(key);
      if (!ref) return null;
      const [doc, edits] = [await readDocument(db, key), await listDocumentEdits(db, key)];
      return { key, kind: ref.kind, doc, edits };
    },
    async countries() {
      return (await getPlaces(db)).countries.map((country) => country.slug);
    },
    async holidayUses(country) {
      return holidayUsesOf(await listSchoolFilesOfPlaces(db), country);
    },
    save(key, doc, by) {
      const ref = documentRef(key);
      if (!ref) return Promise.resolve({ kind: 'unknown' as const });
      return db.transaction(async (tx) => {
        await lockCatalogue(tx);
        const outcome = await saveDocumentIn(tx, ref, doc, by, contentDir);
        if (outcome.kind !== 'changed') return outcome;
        return { kind: 'saved' as const, catalogueVersion: await bumpCatalogueVersion(tx) };
      });
    },
  };
}

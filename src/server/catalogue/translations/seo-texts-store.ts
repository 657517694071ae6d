import { diffDocuments } from '#domain/catalogue/diff-documents.ts';
import { seoTextsSchema, type SeoTexts } from '#domain/catalogue/seo-schema.ts';
import { combineSeoTexts, splitSeoTexts, type CombinedSeoTexts } from '#domain/catalogue/seo-translations.ts';
import { setTranslation } from '#domain/catalogue/set-translation.ts';
import { sourcesAtPublish, sourcesByKey } from '#domain/catalogue/translation-status.ts';
import { CULTURES, type Culture } from '#domain/culture.ts';
import type { Database } from '../../db/database.ts';
import { CATALOGUE_DOCUMENT_KEYS } from '../catalogue-document-keys.ts';
import type { VersionAuthor } from '../editing/publish-school-source.ts';
import { getSeoTexts } from '../queries/get-seo-texts.ts';
import { insertSeoEdit } from '../queries/insert-seo-edit.ts';
import { listSeoTranslationSources } from '../queries/list-seo-translation-sources.ts';
import { lockCatalogue } from '../queries/lock-catalogue.ts';
import { bumpCatalogueVersion } from '../queries/bump-catalogue-version.ts';
import { writeCatalogueDocument } from '../queries/write-catalogue-document.ts';
import { writeSeoTranslationSources } from '../queries/write-seo-translation-sources.ts';
import type { SeoPageInput, SeoSaveOutcome } from './catalogue-translations.ts';

/** Every culture's SEO texts as the database holds them, combined (see combineSeoTexts). */
export async function readCombinedSeoTexts(db: Database): Promise<CombinedSeoTexts> {
  const docs: Partial<Record<Culture, SeoTexts>> = {};
  // One after another: inside a transaction a connection runs one query at a time.
  for (const culture of CULTURES) {
    const doc = await getSeoTexts(db, culture);
    if (doc) docs[culture] = doc;
  }
  return combineSeoTexts(docs);
}

/**
 * Writes one page's texts in one culture, checked with the loader's schema, in one transaction:
 * the culture's file, the English the changed translations were written against (and the old
 * English under kept ones, when English itself changes), and the edit, which from then on keeps
 * the seed from writing the SEO texts; a new catalogue version announces it.
 */
export function saveSeoPage(
  db: Database,
  { page, culture, texts }: SeoPageInput,
  by: VersionAuthor,
): Promise<SeoSaveOutcome> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const before = await readCombinedSeoTexts(tx);
    let after: unknown = before;
    for (const [part, text] of Object.entries(texts)) {
      const next = setTranslation(after, `${page}/${part}`, culture, text);
      if (next === null) return { kind: 'noPage' as const };
      after = next;
    }
    const previous = splitSeoTexts(before, culture);
    const written = splitSeoTexts(after as CombinedSeoTexts, culture);
    if (JSON.stringify(previous) === JSON.stringify(written)) return { kind: 'unchanged' as const };
    const checked = seoTextsSchema.safeParse(written);
    if (!checked.success)
      return {
        kind: 'invalid' as const,
        issues: checked.error.issues.map((issue) => ({
          field: issue.path.map(String).join('.'),
          message: issue.message,
        })),
      };
    await writeCatalogueDocument(tx, CATALOGUE_DOCUMENT_KEYS.seo(culture), checked.data);
    const recorded = sourcesByKey(await listSeoTranslationSources(tx));
    await writeSeoTranslationSources(tx, sourcesAtPublish(before, after, recorded), by.author);
    await insertSeoEdit(tx, {
      changes: [{ culture, changes: diffDocuments(previous, written) }],
      staffId: by.staffId,
      author: by.author,
    });
    // Announced as a publish is: the page rebuilds hear it and build every page.
    await bumpCatalogueVersion(tx);
    return { kind: 'saved' as const };
  });
}

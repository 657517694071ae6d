import { notInArray, sql } from 'drizzle-orm';
import type { Catalogue } from '#server/catalogue/content/load-content.ts';
import { CULTURES } from '#domain/culture.ts';
import type { Database } from '../../db/database.ts';
import { catalogueDocuments } from '../../db/schema.ts';
import { CATALOGUE_DOCUMENT_KEYS } from '../catalogue-document-keys.ts';
import { excludedColumns } from './bulk-upsert.ts';

/**
 * Stores the company facts, places, rates, each culture's SEO texts, each country's holidays and visa help as whole
 * documents, and nothing else. A document the office has changed (`edited`, by key) is kept as it
 * is, and so are the SEO texts once the office has changed them (`keepSeo`); content/ no longer
 * reaches them.
 */
export async function syncDocuments(
  tx: Database,
  catalogue: Catalogue,
  { keepSeo = false, edited = new Set<string>() }: { keepSeo?: boolean; edited?: ReadonlySet<string> } = {},
): Promise<void> {
  const seoKeys = CULTURES.map((culture) => CATALOGUE_DOCUMENT_KEYS.seo(culture));
  const rows = [
    { key: CATALOGUE_DOCUMENT_KEYS.company, doc: catalogue.company },
    { key: CATALOGUE_DOCUMENT_KEYS.places, doc: catalogue.places },
    { key: CATALOGUE_DOCUMENT_KEYS.rates, doc: catalogue.rates },
    ...(keepSeo
      ? []
      : CULTURES.map((culture) => ({ key: CATALOGUE_DOCUMENT_KEYS.seo(culture), doc: catalogue.seo[culture] }))),
    ...catalogue.visa.map((help) => ({ key: CATALOGUE_DOCUMENT_KEYS.visa(help.country), doc: help })),
    ...catalogue.holidays.map((list) => ({ key: CATALOGUE_DOCUMENT_KEYS.holidays(list.country), doc: list })),
  ]
    .filter((row) => !edited.has(row.key))
    .map((row) => ({ ...row, source: catalogue.documentSources[row.key] ?? null }));
  await tx
    .delete(catalogueDocuments)
    .where(notInArray(catalogueDocuments.key, [...rows.map((row) => row.key), ...edited, ...(keepSeo ? seoKeys : [])]));
  if (rows.length === 0) return;
  await tx
    .insert(catalogueDocuments)
    .values(rows)
    .onConflictDoUpdate({
      target: catalogueDocuments.key,
      set: { ...excludedColumns(catalogueDocuments, ['doc', 'source']), updatedAt: sql`now()` },
      setWhere: sql`${catalogueDocuments.doc} is distinct from excluded.doc or ${catalogueDocuments.source} is distinct from excluded.source`,
    });
}

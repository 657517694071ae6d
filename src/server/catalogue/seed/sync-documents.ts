import { notInArray, sql } from 'drizzle-orm';
import type { Catalogue } from '#server/catalogue/content/load-content.ts';
import { CULTURES } from '#domain/culture.ts';
import type { Database } from '../../db/database.ts';
import { catalogueDocuments } from '../../db/schema.ts';
import { CATALOGUE_DOCUMENT_KEYS } from '../catalogue-document-keys.ts';
import { excludedColumns } from './bulk-upsert.ts';

/**
 * Stores places, rates, each culture's SEO texts and each country's visa help as whole documents,
 * and nothing else; SEO texts changed in the office (`keepSeo`) are kept as they are.
 */
export async function syncDocuments(tx: Database, catalogue: Catalogue, { keepSeo = false } = {}): Promise<void> {
  const seoKeys = CULTURES.map((culture) => CATALOGUE_DOCUMENT_KEYS.seo(culture));
  const rows = [
    { key: CATALOGUE_DOCUMENT_KEYS.places, doc: catalogue.places },
    { key: CATALOGUE_DOCUMENT_KEYS.rates, doc: catalogue.rates },
    ...(keepSeo
      ? []
      : CULTURES.map((culture) => ({ key: CATALOGUE_DOCUMENT_KEYS.seo(culture), doc: catalogue.seo[culture] }))),
    ...catalogue.visa.map((help) => ({ key: CATALOGUE_DOCUMENT_KEYS.visa(help.country), doc: help })),
  ];
  await tx
    .delete(catalogueDocuments)
    .where(notInArray(catalogueDocuments.key, [...rows.map((row) => row.key), ...(keepSeo ? seoKeys : [])]));
  await tx
    .insert(catalogueDocuments)
    .values(rows)
    .onConflictDoUpdate({
      target: catalogueDocuments.key,
      set: { ...excludedColumns(catalogueDocuments, ['doc']), updatedAt: sql`now()` },
      setWhere: sql`${catalogueDocuments.doc} is distinct from excluded.doc`,
    });
}

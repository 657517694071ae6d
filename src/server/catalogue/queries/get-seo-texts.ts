import type { SeoTexts } from '#domain/catalogue/seo-schema.ts';
import type { Culture } from '#domain/culture.ts';
import type { Database } from '../../db/database.ts';
import { CATALOGUE_DOCUMENT_KEYS } from '../catalogue-document-keys.ts';
import { getCatalogueDocument } from './get-catalogue-document.ts';

/** The SEO templates of a culture, or null before the first seed. */
export function getSeoTexts(db: Database, culture: Culture): Promise<SeoTexts | null> {
  return getCatalogueDocument<SeoTexts>(db, CATALOGUE_DOCUMENT_KEYS.seo(culture));
}

import type { SeoHeader } from '#domain/catalogue/api-types.ts';
import type { Culture } from '#domain/culture.ts';
import type { Database } from '../db/database.ts';
import { getSeoTexts } from './queries/get-seo-texts.ts';

/** Title, heading and body text of a culture's home page, or null when the content team wrote none. */
export async function loadHomeSeo(db: Database, culture: Culture): Promise<SeoHeader | null> {
  return (await getSeoTexts(db, culture))?.home ?? null;
}

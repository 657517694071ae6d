import type { TranslatedCulture, TranslationSource } from '#domain/catalogue/translation-status.ts';
import type { Database } from '../../db/database.ts';
import { seoTranslationSources } from '../../db/schema.ts';

/** The English recorded under the SEO texts' translations. */
export async function listSeoTranslationSources(db: Database): Promise<TranslationSource[]> {
  const rows = await db
    .select({
      pointer: seoTranslationSources.pointer,
      culture: seoTranslationSources.culture,
      english: seoTranslationSources.english,
    })
    .from(seoTranslationSources);
  return rows.map((row) => ({ ...row, culture: row.culture as TranslatedCulture }));
}

import { eq } from 'drizzle-orm';
import type { TranslatedCulture, TranslationSource } from '#domain/catalogue/translation-status.ts';
import type { Database } from '../../db/database.ts';
import { translationSources } from '../../db/schema.ts';

export interface SchoolTranslationSource extends TranslationSource {
  schoolId: number;
}

/** The English recorded under a school's translations, or under every school's when no id is given. */
export async function listTranslationSources(db: Database, schoolId?: number): Promise<SchoolTranslationSource[]> {
  const query = db
    .select({
      schoolId: translationSources.schoolId,
      pointer: translationSources.pointer,
      culture: translationSources.culture,
      english: translationSources.english,
    })
    .from(translationSources);
  const rows = schoolId === undefined ? await query : await query.where(eq(translationSources.schoolId, schoolId));
  return rows.map((row) => ({ ...row, culture: row.culture as TranslatedCulture }));
}

import { sql } from 'drizzle-orm';
import type { TranslationSource } from '#domain/catalogue/translation-status.ts';
import type { Database } from '../../db/database.ts';
import { translationSources } from '../../db/schema.ts';

/** Records (or replaces) the English a school's translations were written against. */
export async function writeTranslationSources(
  db: Database,
  schoolId: number,
  sources: readonly TranslationSource[],
  author: string,
): Promise<void> {
  if (sources.length === 0) return;
  await db
    .insert(translationSources)
    .values(sources.map((source) => ({ schoolId, ...source, author })))
    .onConflictDoUpdate({
      target: [translationSources.schoolId, translationSources.pointer, translationSources.culture],
      set: { english: sql`excluded.english`, author: sql`excluded.author`, updatedAt: sql`now()` },
    });
}

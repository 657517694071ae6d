import { sql } from 'drizzle-orm';
import type { TranslationSource } from '#domain/catalogue/translation-status.ts';
import type { Database } from '../../db/database.ts';
import { seoTranslationSources } from '../../db/schema.ts';

/** Records (or replaces) the English the SEO texts' translations were written against. */
export async function writeSeoTranslationSources(
  db: Database,
  sources: readonly TranslationSource[],
  author: string,
): Promise<void> {
  if (sources.length === 0) return;
  await db
    .insert(seoTranslationSources)
    .values(sources.map((source) => ({ ...source, author })))
    .onConflictDoUpdate({
      target: [seoTranslationSources.pointer, seoTranslationSources.culture],
      set: { english: sql`excluded.english`, author: sql`excluded.author`, updatedAt: sql`now()` },
    });
}

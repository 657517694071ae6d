import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** Every school's published file, by slug. */
export function listSchoolSources(db: Database): Promise<{ id: number; slug: string; source: string | null }[]> {
  return db
    .select({ id: schools.id, slug: schools.slug, source: schools.source })
    .from(schools)
    .orderBy(asc(schools.slug));
}

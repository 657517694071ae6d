import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** Every school's id, name and published file, by name. */
export function listPublishedSchoolFiles(db: Database): Promise<{ id: number; name: string; source: string | null }[]> {
  return db
    .select({ id: schools.id, name: schools.name, source: schools.source })
    .from(schools)
    .orderBy(asc(schools.name), asc(schools.id));
}

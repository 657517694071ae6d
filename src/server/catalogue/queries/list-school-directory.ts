import { asc, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export interface SchoolDirectoryRow {
  id: number;
  slug: string;
  name: string;
  city: string;
  country: string;
}

/**
 * The schools by name for the office, or those whose name, English name, slug, city or country
 * holds the search text (any case), or whose id it is.
 */
export function listSchoolDirectory(db: Database, search = ''): Promise<SchoolDirectoryRow[]> {
  const text = search.trim();
  const pattern = containsPattern(text);
  const where =
    text === ''
      ? undefined
      : or(
          ilike(schools.name, pattern),
          ilike(sql`${schools.doc}->>'nameEn'`, pattern),
          ilike(schools.slug, pattern),
          ilike(schools.city, pattern),
          ilike(schools.country, pattern),
          /^\d{1,9}$/.test(text) ? sql`${schools.id} = ${Number(text)}` : undefined,
        );
  return db
    .select({ id: schools.id, slug: schools.slug, name: schools.name, city: schools.city, country: schools.country })
    .from(schools)
    .where(where)
    .orderBy(asc(schools.name), asc(schools.id));
}

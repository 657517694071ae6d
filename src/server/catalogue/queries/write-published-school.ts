import { sql } from 'drizzle-orm';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** Writes a school as published: its file, the school derived from it and the columns search and pages read. */
export async function writePublishedSchool(db: Database, school: SchoolContent, source: string): Promise<void> {
  const columns = {
    slug: school.slug,
    name: school.name,
    country: school.country,
    city: school.city,
    languages: school.languages,
    programmeTypes: school.programmeTypes,
    currency: school.currency,
    popularity: school.popularity,
    doc: school,
    source,
  };
  await db
    .insert(schools)
    .values({ id: school.id, ...columns })
    .onConflictDoUpdate({ target: schools.id, set: { ...columns, updatedAt: sql`now()` } });
}

import { sql } from 'drizzle-orm';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';
import { schoolRow } from './school-row.ts';

/** Writes a school as published: its file, the school derived from it and the columns search and pages read. */
export async function writePublishedSchool(db: Database, school: SchoolContent, source: string): Promise<void> {
  const { id, ...columns } = schoolRow(school, source);
  await db
    .insert(schools)
    .values({ id, ...columns })
    .onConflictDoUpdate({ target: schools.id, set: { ...columns, updatedAt: sql`now()` } });
}

import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** The ids of the schools that have a housing option with this (school-local) id, in order. */
export async function listSchoolsWithHousing(db: Database, housingId: number): Promise<number[]> {
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(sql`${schools.doc} -> 'accommodations' @> ${JSON.stringify([{ id: housingId }])}::jsonb`)
    .orderBy(asc(schools.id));
  return rows.map((row) => row.id);
}

import { asc, desc, inArray } from 'drizzle-orm';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** Schools read in one query by forEachSchoolBatch: ≈ 40 KB of JSON each, so ≈ 10 MB a batch. */
export const SCHOOLS_BATCH = 250;

/**
 * Every school's content, most popular first (the default search order), handed to `visit` a
 * batch at a time: a caller keeping less than the whole content (search cards, search entries)
 * never holds every document at once, nor does PGlite, whose WebAssembly memory grows to the
 * largest answer and stays so (one query for 2,000 schools answered ≈ 75 MB of JSON). The batches
 * are read in one read-only repeatable-read transaction: one snapshot, even while a seed commits.
 */
export async function forEachSchoolBatch(
  db: Database,
  visit: (batch: SchoolContent[]) => void,
  batchSize = SCHOOLS_BATCH,
): Promise<void> {
  await db.transaction(
    async (tx) => {
      const order = await tx
        .select({ id: schools.id })
        .from(schools)
        .orderBy(desc(schools.popularity), asc(schools.id));
      for (let start = 0; start < order.length; start += batchSize) {
        const ids = order.slice(start, start + batchSize).map((row) => row.id);
        const rows = await tx
          .select({ id: schools.id, doc: schools.doc })
          .from(schools)
          .where(inArray(schools.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row.doc]));
        visit(ids.map((id) => byId.get(id)!));
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every school's content, most popular first (the default search order). */
export async function listSchools(db: Database): Promise<SchoolContent[]> {
  const all: SchoolContent[] = [];
  await forEachSchoolBatch(db, (batch) => all.push(...batch));
  return all;
}

import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../../db/database.ts';
import { reviews, schools } from '../../db/schema.ts';
import { excludedColumns, inChunks } from './bulk-upsert.ts';
import { schoolRow } from '../queries/school-row.ts';

/**
 * Makes the schools table hold exactly these schools. A school that left content but has
 * visitor reviews stops the seed: deleting it would delete what visitors wrote.
 */
export async function syncSchools(
  tx: Database,
  list: readonly SchoolContent[],
  sources: Readonly<Record<number, string>>,
): Promise<void> {
  const ids = list.map((school) => school.id);
  const stranded = await tx
    .select({ slug: schools.slug, reviews: count() })
    .from(reviews)
    .innerJoin(schools, eq(schools.id, reviews.schoolId))
    .where(and(eq(reviews.source, 'visitor'), notInArray(schools.id, ids)))
    .groupBy(schools.slug);
  if (stranded.length > 0) {
    const names = stranded.map((s) => `${s.slug} (${s.reviews} visitor reviews)`).join(', ');
    throw new Error(
      `cannot remove schools that visitors reviewed: ${names}; keep their content files or move the reviews first`,
    );
  }
  await tx.delete(schools).where(notInArray(schools.id, ids));
  for (const chunk of inChunks(list)) {
    await tx
      .insert(schools)
      .values(chunk.map((school) => schoolRow(school, sources[school.id] ?? null)))
      .onConflictDoUpdate({
        target: schools.id,
        set: {
          ...excludedColumns(schools, [
            'slug',
            'name',
            'country',
            'city',
            'languages',
            'programmeTypes',
            'currency',
            'popularity',
            'doc',
            'source',
          ]),
          updatedAt: sql`now()`,
        },
        // Unchanged schools keep their updated_at, so it tells when a school last really changed.
        setWhere: sql`${schools.doc} is distinct from excluded.doc or ${schools.source} is distinct from excluded.source`,
      });
  }
}

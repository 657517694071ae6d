import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolDrafts, schools, schoolVersions } from '../../db/schema.ts';

export interface CatalogueSchoolRow {
  id: number;
  slug: string;
  name: string;
  /** The published version's number (0: as seeded, never changed since). */
  version: number;
  updatedAt: Date;
  /** When the school's draft was last saved, and by whom; null without a draft. */
  draftUpdatedAt: Date | null;
  draftAuthor: string | null;
}

/** Every school with its published version and its draft, if any, by name. */
export function listCatalogueSchools(db: Database): Promise<CatalogueSchoolRow[]> {
  return db
    .select({
      id: schools.id,
      slug: schools.slug,
      name: schools.name,
      version: sql<number>`coalesce((select max(${schoolVersions.version}) from ${schoolVersions} where ${schoolVersions.schoolId} = ${schools.id}), 0)::int`,
      updatedAt: schools.updatedAt,
      draftUpdatedAt: schoolDrafts.updatedAt,
      draftAuthor: schoolDrafts.author,
    })
    .from(schools)
    .leftJoin(schoolDrafts, eq(schoolDrafts.schoolId, schools.id))
    .orderBy(asc(schools.name), asc(schools.id));
}

import { asc, eq, notExists, sql } from 'drizzle-orm';
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
  /** Made in the office and never published: only its draft exists (version 0, updatedAt the draft's). */
  isNew: boolean;
}

/** Every school with its published version and its draft, if any, by name; then the new schools' drafts, by id. */
export async function listCatalogueSchools(db: Database): Promise<CatalogueSchoolRow[]> {
  const published = await db
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
  const drafts = await db
    .select({
      id: schoolDrafts.schoolId,
      slug: sql<string>`coalesce(${schoolDrafts.source}::jsonb ->> 'slug', '')`,
      name: sql<string>`coalesce(${schoolDrafts.source}::jsonb ->> 'name', '')`,
      updatedAt: schoolDrafts.updatedAt,
      author: schoolDrafts.author,
    })
    .from(schoolDrafts)
    .where(notExists(db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolDrafts.schoolId))))
    .orderBy(asc(schoolDrafts.schoolId));
  return [
    ...drafts.map((draft) => ({
      id: draft.id,
      slug: draft.slug,
      name: draft.name,
      version: 0,
      updatedAt: draft.updatedAt,
      draftUpdatedAt: draft.updatedAt,
      draftAuthor: draft.author,
      isNew: true,
    })),
    ...published.map((row) => ({ ...row, isNew: false })),
  ];
}

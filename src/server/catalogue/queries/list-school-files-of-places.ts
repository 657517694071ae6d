import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolDrafts, schools } from '../../db/schema.ts';

export interface SchoolFilesRow {
  id: number;
  name: string;
  country: string;
  city: string;
  languages: string[];
  /** The published file (null for a row seeded before sources were kept). */
  source: string | null;
  /** The unpublished draft's file, if any. */
  draft: string | null;
}

/**
 * Every school's places and files, published and draft: what a change of the places or of a
 * country's holidays must not leave without a name they use.
 */
export function listSchoolFilesOfPlaces(db: Database): Promise<SchoolFilesRow[]> {
  return db
    .select({
      id: schools.id,
      name: schools.name,
      country: schools.country,
      city: schools.city,
      languages: schools.languages,
      source: schools.source,
      draft: schoolDrafts.source,
    })
    .from(schools)
    .leftJoin(schoolDrafts, eq(schoolDrafts.schoolId, schools.id))
    .orderBy(asc(schools.id));
}

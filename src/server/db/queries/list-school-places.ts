import { and, arrayContains } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { schools } from '../schema.ts';

/** Country and city of every school teaching a language, optionally of one programme type. */
export function listSchoolPlaces(db: Database, filter: { language: string; programmeType?: string | undefined }): Promise<{ country: string; city: string }[]> {
  return db
    .select({ country: schools.country, city: schools.city })
    .from(schools)
    .where(
      and(
        arrayContains(schools.languages, [filter.language]),
        filter.programmeType === undefined ? undefined : arrayContains(schools.programmeTypes, [filter.programmeType]),
      ),
    );
}

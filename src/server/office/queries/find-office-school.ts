import { eq } from 'drizzle-orm';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

export interface OfficeSchoolRow {
  id: number;
  slug: string;
  name: string;
  country: string;
  city: string;
  languages: string[];
  currency: string;
  doc: SchoolContent;
  updatedAt: Date;
}

/** A school's row as loaded by the seed, for the office's school page, or null. */
export async function findOfficeSchool(db: Database, id: number): Promise<OfficeSchoolRow | null> {
  const rows = await db
    .select({
      id: schools.id,
      slug: schools.slug,
      name: schools.name,
      country: schools.country,
      city: schools.city,
      languages: schools.languages,
      currency: schools.currency,
      doc: schools.doc,
      updatedAt: schools.updatedAt,
    })
    .from(schools)
    .where(eq(schools.id, id));
  return rows[0] ?? null;
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

export interface PublishedSchoolRow {
  id: number;
  slug: string;
  name: string;
  /** The content file as published; null for a row seeded before sources were kept. */
  source: string | null;
  updatedAt: Date;
}

/** A school as published, locked for the rest of the transaction when asked (publishing it). */
export async function findPublishedSchool(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PublishedSchoolRow | undefined> {
  const query = db
    .select({
      id: schools.id,
      slug: schools.slug,
      name: schools.name,
      source: schools.source,
      updatedAt: schools.updatedAt,
    })
    .from(schools)
    .where(eq(schools.id, id));
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0];
}

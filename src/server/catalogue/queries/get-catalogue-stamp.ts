import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueVersion } from '../../db/schema.ts';

/** The catalogue's change counter and when it last changed (version 0 and no time: never seeded). */
export async function getCatalogueStamp(db: Database): Promise<{ version: number; updatedAt: Date | null }> {
  const rows = await db
    .select({ version: catalogueVersion.version, updatedAt: catalogueVersion.updatedAt })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return rows[0] ?? { version: 0, updatedAt: null };
}

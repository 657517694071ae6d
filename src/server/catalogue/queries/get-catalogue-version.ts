import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueVersion } from '../../db/schema.ts';

/** The catalogue's change counter and the hash of the content it was seeded from (version 0: never seeded). */
export async function getCatalogueVersion(db: Database): Promise<{ version: number; contentHash: string | null }> {
  const rows = await db
    .select({ version: catalogueVersion.version, contentHash: catalogueVersion.contentHash })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return rows[0] ?? { version: 0, contentHash: null };
}

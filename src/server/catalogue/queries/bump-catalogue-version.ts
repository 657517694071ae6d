import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueVersion } from '../../db/schema.ts';
import { notifyCatalogueChanged } from './notify-catalogue-changed.ts';

/**
 * A change made in the database rather than by the seed (a publish, a restore, an import): the
 * catalogue's version grows and is announced as the seed announces it, so every instance reloads
 * its prices at once. The content hash stays the seed's, so the next seed of the same content/
 * still sees nothing new.
 */
export async function bumpCatalogueVersion(tx: Database): Promise<number> {
  const [row] = await tx
    .insert(catalogueVersion)
    .values({ id: 1, version: 1, contentHash: '' })
    .onConflictDoUpdate({
      target: catalogueVersion.id,
      set: { version: sql`${catalogueVersion.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: catalogueVersion.version });
  await notifyCatalogueChanged(tx, row!.version);
  return row!.version;
}

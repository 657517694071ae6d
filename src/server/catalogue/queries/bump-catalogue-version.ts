import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueVersion } from '../../db/schema.ts';
import { notifyCatalogueChanged } from './notify-catalogue-changed.ts';

/**
 * The catalogue changed: its version grows and is announced, so every instance reloads its prices
 * at once. A seed passes the hash of the content it seeded; a change made in the database (a
 * publish, a restore, an import) passes none and keeps the seed's, so the next seed of the same
 * content/ still sees nothing new.
 */
export async function bumpCatalogueVersion(tx: Database, seededHash?: string): Promise<number> {
  const [row] = await tx
    .insert(catalogueVersion)
    .values({ id: 1, version: 1, contentHash: seededHash ?? '' })
    .onConflictDoUpdate({
      target: catalogueVersion.id,
      set: {
        version: sql`${catalogueVersion.version} + 1`,
        ...(seededHash === undefined ? {} : { contentHash: seededHash }),
        updatedAt: sql`now()`,
      },
    })
    .returning({ version: catalogueVersion.version });
  await notifyCatalogueChanged(tx, row!.version);
  return row!.version;
}

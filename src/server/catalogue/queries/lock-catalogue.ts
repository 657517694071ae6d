import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

// Any constant works; it only has to be the same for every instance that seeds and for the office.
const CATALOGUE_LOCK = 7_243_001;

/**
 * Takes the catalogue's lock until the transaction ends: instances seeding together take turns
 * (the later ones then find the content seeded), and a seed and an office publish, restore or
 * import never interleave.
 */
export async function lockCatalogue(tx: Database): Promise<void> {
  await tx.execute(sql.raw(`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`));
}

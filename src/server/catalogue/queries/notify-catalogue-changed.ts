import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { CATALOGUE_CHANGED_CHANNEL } from '../catalogue-changed-channel.ts';

/**
 * Announces a new catalogue version to every listening instance. Sent inside the seed's
 * transaction, PostgreSQL delivers it only on commit, so no listener can reload before the new
 * rows are visible, and a rolled-back seed announces nothing.
 */
export async function notifyCatalogueChanged(tx: Database, version: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANGED_CHANNEL}, ${String(version)})`);
}

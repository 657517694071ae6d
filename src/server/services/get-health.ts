import type { Database } from '../db/database.ts';
import { databaseKind } from '../db/database-kind.ts';
import { countSchools } from '../db/queries/count-schools.ts';
import { getCatalogueVersion } from '../db/queries/get-catalogue-version.ts';

/** What a load balancer or a person checks: the database answers, and how much catalogue it holds. */
export async function getHealth(db: Database) {
  const [version, schools] = await Promise.all([getCatalogueVersion(db), countSchools(db)]);
  return { status: 'ok' as const, database: databaseKind(db), catalogueVersion: version.version, schools };
}

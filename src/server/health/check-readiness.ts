import type { AppDeps } from '../app-deps.ts';
import { databaseKind } from '../db/database.ts';
import { countSchools, getCatalogueVersion } from '../catalogue/index.ts';

// A readiness probe that waits as long as a statement may would keep a dead instance in the
// balancer for that long; two seconds is plenty for two indexed reads.
const DATABASE_CHECK_MS = 2_000;

export type Readiness =
  { ready: true; database: string; catalogueVersion: number; schools: number } | { ready: false; problems: string[] };

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Readiness: the database answers, the catalogue is in memory, and the process is not stopping. */
export async function checkReadiness({
  db,
  pricing,
  state,
}: Pick<AppDeps, 'db' | 'pricing' | 'state'>): Promise<Readiness> {
  const problems: string[] = [];
  if (state.shuttingDown) problems.push('shutting down');
  if (pricing.version === 0) problems.push('catalogue not loaded');
  let found: { version: number; schools: number } | undefined;
  try {
    const [version, schools] = await withinTime(
      Promise.all([getCatalogueVersion(db), countSchools(db)]),
      DATABASE_CHECK_MS,
    );
    found = { version: version.version, schools };
  } catch (error) {
    problems.push(`database unreachable (${error instanceof Error ? error.message : String(error)})`);
  }
  if (problems.length > 0 || !found) return { ready: false, problems };
  return { ready: true, database: databaseKind(db), catalogueVersion: found.version, schools: found.schools };
}

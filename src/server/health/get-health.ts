import type { AppDeps } from '../app-deps.ts';
import { databaseKind } from '../db/database.ts';

/**
 * Liveness: the process answers. No database query, so it stays a cheap baseline for benchmarks
 * and a database outage never makes an orchestrator restart healthy processes.
 */
export function getHealth({ db, pricing }: Pick<AppDeps, 'db' | 'pricing'>) {
  return { status: 'ok' as const, database: databaseKind(db), catalogueVersion: pricing.version };
}

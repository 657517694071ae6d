import { renameSync, rmSync, statSync } from 'node:fs';
import { redactDatabaseUrl } from '../redact-database-url.ts';
import { runTool } from './run-tool.ts';

/**
 * Writes the PostgreSQL database at `databaseUrl` to `file` with pg_dump's custom format (-Fc:
 * compressed, every schema — the site's tables, the migrations' journal, the mail queue's pg-boss
 * jobs — restorable with pg_restore). pg_dump reads one snapshot, so a running site may stay up.
 * The dump is written beside the file and renamed when complete: a failed backup never looks like one.
 */
export async function backupPostgres(databaseUrl: string, file: string, pgDump = 'pg_dump'): Promise<{ bytes: number }> {
  const partial = `${file}.partial`;
  try {
    await runTool(pgDump, ['--format=custom', `--file=${partial}`, `--dbname=${databaseUrl}`], `pg_dump of ${redactDatabaseUrl(databaseUrl)}`);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { bytes: statSync(file).size };
}

import { closeSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { redactDatabaseUrl } from '../redact-database-url.ts';
import { runTool } from './run-tool.ts';

/**
 * Writes the PostgreSQL database at `databaseUrl` to `file` with pg_dump's custom format (-Fc:
 * compressed, every schema — the site's tables, the migrations' journal, the mail queue's pg-boss
 * jobs — restorable with pg_restore). pg_dump reads one snapshot, so a running site may stay up.
 * The dump is written beside the file and renamed when complete: a failed backup never looks like one.
 * It holds the visitors' personal data, so the file is made readable by its owner alone (0600)
 * before pg_dump writes into it (pg_dump keeps an existing file's mode).
 */
export async function backupPostgres(databaseUrl: string, file: string, pgDump = 'pg_dump'): Promise<{ bytes: number }> {
  const partial = `${file}.partial`;
  try {
    closeSync(openSync(partial, 'w', 0o600));
    await runTool(pgDump, ['--format=custom', `--file=${partial}`, `--dbname=${databaseUrl}`], `pg_dump of ${redactDatabaseUrl(databaseUrl)}`);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { bytes: statSync(file).size };
}

import { chmodSync, closeSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { redactDatabaseUrl } from '../redact-database-url.ts';
import { runTool } from './run-tool.ts';

/**
 * Writes the PostgreSQL database at `databaseUrl` to `file` with pg_dump's custom format (-Fc:
 * compressed, every schema — the site's tables, the migrations' journal, the mail queue's pg-boss
 * jobs — restorable with pg_restore). pg_dump reads one snapshot, so a running site may stay up.
 * The dump is written beside the file and renamed when complete: a failed backup never looks like one.
 * It holds every booking's personal data, so it is readable by its owner only from its first byte.
 */
export async function backupPostgres(
  databaseUrl: string,
  file: string,
  pgDump = 'pg_dump',
): Promise<{ bytes: number }> {
  const partial = `${file}.partial`;
  try {
    // pg_dump truncates an existing file and keeps its mode: made here first, it is never open to others.
    closeSync(openSync(partial, 'w', 0o600));
    chmodSync(partial, 0o600);
    await runTool(
      pgDump,
      ['--format=custom', `--file=${partial}`, `--dbname=${databaseUrl}`],
      `pg_dump of ${redactDatabaseUrl(databaseUrl)}`,
    );
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { bytes: statSync(file).size };
}

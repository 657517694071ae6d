import pg from 'pg';
import { redactDatabaseUrl } from '../redact-database-url.ts';
import { BackupError } from './backup-error.ts';
import { runRestoreScript, runTool } from './run-tool.ts';

/** The tables of a PostgreSQL database outside its system schemas, as schema.table, the site's own (public) first. */
export async function userTablesOf(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%' order by table_schema <> 'public', 1",
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** The schemas a restore with force replaces: every one but PostgreSQL's own. */
async function schemasOf(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema' order by 1",
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Restores a pg_dump file (backupPostgres) into the database at `databaseUrl`, in one transaction:
 * a restore that fails leaves the database as it was. A database that already has tables is
 * refused, naming them, unless `force`: then, in the same transaction, its schemas are dropped and
 * the dump's put in their place (pg_restore --clean cannot drop pg-boss's partitioned tables).
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  options: { force?: boolean; pgRestore?: string; psql?: string } = {},
): Promise<void> {
  const shown = redactDatabaseUrl(databaseUrl);
  const tables = await userTablesOf(databaseUrl);
  if (tables.length > 0 && !options.force) {
    const named = tables.slice(0, 5).join(', ') + (tables.length > 5 ? ` and ${tables.length - 5} more` : '');
    throw new BackupError(
      `the database at ${shown} is not empty (${tables.length} tables: ${named}); restore into a new database, or add --force to replace what the backup holds`,
    );
  }
  const pgRestore = options.pgRestore ?? 'pg_restore';
  if (tables.length === 0) {
    await runTool(
      pgRestore,
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, file],
      `pg_restore into ${shown}`,
    );
    return;
  }
  const prologue = `${(await schemasOf(databaseUrl)).map((schema) => `drop schema if exists ${quoteIdentifier(schema)} cascade;`).join('\n')}\ncreate schema public;\n`;
  await runRestoreScript(
    { pgRestore, psql: options.psql ?? 'psql' },
    file,
    databaseUrl,
    prologue,
    `pg_restore over ${shown}`,
  );
}

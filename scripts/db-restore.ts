// `npm run db:restore -- <file> [--force]`: a file of npm run db:backup into the database the
// settings name: DATABASE_URL (pg_restore, in one transaction) or PGLITE_DIR (PGlite's
// loadDataDir; the server stopped). A database that is not empty is refused, naming what is in
// it, unless --force: PostgreSQL's objects are replaced by the backup's; a PGlite folder is kept
// aside as <folder>.before-restore-<time>. The file's kind must match the settings'.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config/env.ts';
import { BackupError } from '../src/server/db/backup/backup-error.ts';
import { backupKindOfFile } from '../src/server/db/backup/backup-kind-of-file.ts';
import { restorePglite } from '../src/server/db/backup/restore-pglite.ts';
import { restorePostgres } from '../src/server/db/backup/restore-postgres.ts';
import { redactDatabaseUrl } from '../src/server/db/redact-database-url.ts';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
try {
  if (positionals.length !== 1) throw new BackupError('usage: npm run db:restore -- <backup file> [--force]');
  const file = resolve(positionals[0]!);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const config = loadConfig();
  const kind = backupKindOfFile(file);
  if (kind === 'postgres' && !config.databaseUrl)
    throw new BackupError(
      `${file} is a PostgreSQL backup (pg_dump), but DATABASE_URL is not set: name the database to restore it into`,
    );
  if (kind === 'pglite' && config.databaseUrl)
    throw new BackupError(
      `${file} is a PGlite backup, but DATABASE_URL is set: unset it and set PGLITE_DIR to the folder to restore into (or load the PGlite database and copy its rows)`,
    );
  const started = performance.now();
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file, { force: values.force });
    console.log(
      `restored ${file} into PostgreSQL ${redactDatabaseUrl(config.databaseUrl)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } else {
    const dataDir = resolve(config.pgliteDir);
    const { keptAs } = await restorePglite(dataDir, file, { force: values.force });
    console.log(
      `restored ${file} into PGlite ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s${keptAs ? `; the folder that was there is kept as ${keptAs}` : ''}`,
    );
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// `npm run db:backup [-- --out <file>]`: the site's database to one file. PostgreSQL (DATABASE_URL)
// with pg_dump's custom format, while the site runs; the embedded PGlite folder (PGLITE_DIR) as
// PGlite's own tarball (dumpDataDir), with the server stopped (one process per folder). Without
// --out: backups/linguatrips-<postgres|pglite>-<UTC time>.<dump|tar.gz>. Restore: npm run db:restore.
// The file (it holds every booking's personal data) is readable by its owner only (0600).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config/env.ts';
import { BackupError } from '../src/server/db/backup/backup-error.ts';
import { backupPglite } from '../src/server/db/backup/backup-pglite.ts';
import { backupPostgres } from '../src/server/db/backup/backup-postgres.ts';
import { redactDatabaseUrl } from '../src/server/db/redact-database-url.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = resolve(values.out ?? `backups/linguatrips-${kind}-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`);
  // A backup holds personal data: a folder made for it is the owner's alone, like the file.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const started = performance.now();
  const { bytes } = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, file)
    : await backupPglite(resolve(config.pgliteDir), file);
  const source = config.databaseUrl
    ? `PostgreSQL ${redactDatabaseUrl(config.databaseUrl)}`
    : `PGlite ${resolve(config.pgliteDir)}`;
  console.log(
    `backed up ${source} to ${file} (${(bytes / 1024).toFixed(0)} KB, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

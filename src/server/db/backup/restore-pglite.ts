import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BackupError } from './backup-error.ts';
import { withFolderAlone } from './backup-pglite.ts';

/**
 * Restores a backupPglite tarball into the folder `dataDir`. A folder with anything in it is
 * refused unless `force`; then it is kept beside the new one as `<dataDir>.before-restore-<time>`
 * (nothing is deleted). A folder some process has open is refused even with `force`.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<{ keptAs?: string }> {
  mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  return withFolderAlone(dataDir, () => restoreAlone(dataDir, file, options));
}

async function restoreAlone(dataDir: string, file: string, options: { force?: boolean; now?: Date }) {
  let keptAs: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!options.force)
      throw new BackupError(
        `${dataDir} is not empty (it holds a database): restore into a new PGLITE_DIR, or add --force to keep it aside as ${dataDir}.before-restore-… and restore in its place`,
      );
    keptAs = `${dataDir}.before-restore-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, keptAs);
  }
  const client = await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(file)]), extensions: { pg_trgm } });
  try {
    // A tarball that is not a database fails here rather than at the server's start.
    await client.query('select 1');
  } finally {
    await client.close();
  }
  return keptAs ? { keptAs } : {};
}

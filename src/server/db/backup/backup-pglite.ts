import { chmodSync, existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BackupError } from './backup-error.ts';
import { DatabaseInUseError } from '../database-in-use-error.ts';
import { lockPgliteFolder } from '../pglite-folder-lock.ts';

/**
 * Runs `work` with the folder's lock held alone, as the server holds it while it runs: a backup
 * or a restore under a running database would copy a half-written folder or corrupt it. A lock
 * left by a process that was killed is taken over, as the server's start takes it over.
 */
export async function withFolderAlone<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  let release: () => void;
  try {
    release = lockPgliteFolder(dataDir, { alone: true });
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw new BackupError(error.message);
    throw error;
  }
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * Writes the embedded database's folder to `file` as the gzipped tarball of PGlite's own
 * dumpDataDir, which restorePglite loads with loadDataDir. The folder is opened here alone (the
 * server must be stopped), so the copy is consistent. The file
 * is readable by its owner only: it holds every booking's personal data.
 */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupError(`${dataDir} holds no PGlite database (no PG_VERSION): is PGLITE_DIR right?`);
  return withFolderAlone(dataDir, async () => {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const partial = `${file}.partial`;
    try {
      const tarball = await client.dumpDataDir('gzip');
      // Names, addresses and phones: the owner's to read alone (the umask could leave it open to all).
      writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
      chmodSync(partial, 0o600);
      renameSync(partial, file);
    } finally {
      rmSync(partial, { force: true });
      await client.close();
    }
    return { bytes: statSync(file).size };
  });
}

import { chmodSync, existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BackupError } from './backup-error.ts';

/**
 * Refuses a PGlite folder some process has open: PGlite writes postmaster.pid when it opens a
 * folder and removes it when it closes, and two processes on one folder would corrupt it.
 */
export function refuseOpenFolder(dataDir: string): void {
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `${dataDir} is open (postmaster.pid): stop the server that uses it first; if none does (it was killed), remove ${join(dataDir, 'postmaster.pid')}`,
    );
  }
}

/**
 * Writes the embedded database's folder to `file` as the gzipped tarball of PGlite's own
 * dumpDataDir, which restorePglite loads with loadDataDir. The folder is opened here alone (the
 * server must be stopped: only one process may have it open), so the copy is consistent. The file
 * is readable by its owner only: it holds every booking's personal data.
 */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupError(`${dataDir} holds no PGlite database (no PG_VERSION): is PGLITE_DIR right?`);
  refuseOpenFolder(dataDir);
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
}

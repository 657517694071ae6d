import { closeSync, openSync, readSync } from 'node:fs';
import type { DatabaseKind } from '../database.ts';
import { BackupError } from './backup-error.ts';

/** Which database a backup file is of, from its first bytes: pg_dump's custom format starts "PGDMP", PGlite's tarball is gzip. */
export function backupKindOfFile(file: string): DatabaseKind {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new BackupError(
    `${file} is neither a pg_dump file (custom format) nor a PGlite tarball: was it written by npm run db:backup?`,
  );
}

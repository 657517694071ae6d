import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { DatabaseInUseError } from './database-in-use-error.ts';
import { isRunning, readLockFileHolder } from '../boot/lock-file-holder.ts';

// How many times this process has the folder open (a test may open it again while it is open).
const heldHere = new Map<string, number>();

/**
 * Takes `<dataDir>.lock` for this process, holding its pid and command, before PGlite opens the
 * folder: a second process on the same folder (a second `npm start`, `staff:add` or `seed` beside
 * a running server) stops with DatabaseInUseError instead of WebAssembly's "RuntimeError:
 * Aborted()" or a corrupted folder. A lock whose process has died is taken over. Returns the
 * release, which removes the file when this process's last opening closes. `alone`: refused even
 * when this process has the folder open already (a backup or a restore must have it to itself).
 */
export function lockPgliteFolder(dataDir: string, options: { alone?: boolean } = {}): () => void {
  const path = `${resolve(dataDir)}.lock`;
  const held = heldHere.get(path) ?? 0;
  if (held > 0 && options.alone) throw new DatabaseInUseError(resolve(dataDir), process.pid, 'this process');
  if (held === 0) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const fd = openSync(path, 'wx', 0o644);
        writeSync(
          fd,
          `${process.pid}\n${process.argv
            .slice(1)
            .map((arg) => basename(arg))
            .join(' ')}\n`,
        );
        closeSync(fd);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = readLockFileHolder(path);
        if (owner && owner.pid !== process.pid && isRunning(owner.pid))
          throw new DatabaseInUseError(resolve(dataDir), owner.pid, `node ${owner.command}`.trim());
        // Left by a process that died (or by this one): take it over, once.
        if (attempt > 0) throw error;
        rmSync(path, { force: true });
      }
    }
  }
  heldHere.set(path, held + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (heldHere.get(path) ?? 1) - 1;
    if (left > 0) heldHere.set(path, left);
    else {
      heldHere.delete(path);
      if (readLockFileHolder(path)?.pid === process.pid) rmSync(path, { force: true });
    }
  };
}

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning, readLockFileHolder } from '#server/boot/lock-file-holder.ts';

/**
 * One build at a time per builds folder: two scheduled builds started together would prune each
 * other's folders and race for the switch. The lock file holds the builder's process id; a lock
 * left by a process that no longer runs (a killed build) is taken over. Returns the release.
 */
export function takeBuildLock(buildsDir: string): () => void {
  const file = join(buildsDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockFileHolder(file)?.pid;
      if (holder !== undefined && isRunning(holder))
        throw new Error(`another build (process ${holder}) is writing into ${buildsDir}; ${file} is its lock`, {
          cause: error,
        });
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the build lock ${file}`);
}

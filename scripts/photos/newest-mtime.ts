import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The latest modification time (ms) of the given files and of every file under the given folders; missing paths count as 0. */
export async function newestMtime(paths: readonly string[]): Promise<number> {
  let newest = 0;
  for (const path of paths) {
    const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
      // A bundled copy of the script has no source folder beside it; then only the school files date the photos.
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!info) continue;
    if (info.isDirectory()) {
      const children = (await readdir(path)).map((name) => join(path, name));
      newest = Math.max(newest, await newestMtime(children));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  }
  return newest;
}

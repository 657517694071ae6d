import { existsSync, lstatSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildFolderName } from './build-folder-name.ts';
import { BUILD_STAMP } from './build-stamp.ts';
import { switchSymlink } from './switch-symlink.ts';

/**
 * A site built before builds were switched atomically is a plain folder: moves it into the
 * builds folder (named after its build time, '-migrated') and puts a symlink in its place, so
 * it stays served and becomes the previous build. A directory cannot be replaced by a symlink in
 * one rename: for the microseconds between the two renames the path is missing (first run only).
 * Returns the folder it moved the site to, or undefined when there was nothing to move.
 */
export function migratePlainOutDir(outDir: string, buildsDir: string): string | undefined {
  const found = lstatSync(outDir, { throwIfNoEntry: false });
  if (!found?.isDirectory()) return undefined;
  const stamp = join(outDir, BUILD_STAMP);
  const builtAt = statSync(existsSync(stamp) ? stamp : outDir).mtime;
  const moved = join(buildsDir, `${buildFolderName(builtAt)}-migrated`);
  renameSync(outDir, moved);
  switchSymlink(outDir, moved);
  return moved;
}

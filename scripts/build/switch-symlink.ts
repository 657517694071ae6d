import { lstatSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/**
 * Points `link` at `target` in one step: a new symlink is made beside it and renamed over it
 * (rename(2) replaces a symlink atomically), so a reader of `link` finds the old build or the new
 * one, never neither. The link is relative, so the folder can be moved or mounted elsewhere.
 */
export function switchSymlink(link: string, target: string): void {
  const current = lstatSync(link, { throwIfNoEntry: false });
  if (current && !current.isSymbolicLink())
    throw new Error(`${link} is not a symlink; move it into the builds folder first (migratePlainOutDir)`);
  const temporary = `${link}.switch-${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(relative(dirname(link), target), temporary, 'dir');
  renameSync(temporary, link);
}

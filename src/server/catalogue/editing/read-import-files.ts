import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The school files an import names: one file, or a folder's `schools/*.json` (a content folder,
 * as the export writes it), or else the folder's own `*.json`. Each is named as the person would
 * find it (relative to the folder, or the file as given).
 */
export function readImportFiles(path: string): { file: string; source: string }[] {
  if (!existsSync(path)) throw new Error(`${path} does not exist`);
  if (statSync(path).isFile()) return [{ file: path, source: readFileSync(path, 'utf8') }];
  const dir = existsSync(join(path, 'schools')) ? join(path, 'schools') : path;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: relative(path, join(dir, name)), source: readFileSync(join(dir, name), 'utf8') }));
}

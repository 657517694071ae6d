import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HASHED_PHOTOS_PREFIX } from '#domain/photos/photo-address.ts';
import { HASHES_FILE } from '#server/catalogue/photos/hashes-file.ts';

/**
 * Removes from the built photo folder the plain copies of the photos that have content-hashed
 * ones (the site links only those), so the output does not hold every catalogue photo twice and
 * a page still linking a plain address fails its journeys instead of being cached a day.
 * Returns how many files it removed.
 */
export function dropPlainPhotos(photosDir: string): number {
  const hashesFile = join(photosDir, HASHES_FILE);
  if (!existsSync(hashesFile)) return 0;
  const hashes = JSON.parse(readFileSync(hashesFile, 'utf8')) as Record<string, string>;
  const hashedRoot = join(photosDir, HASHED_PHOTOS_PREFIX.slice('/photos/'.length));
  let removed = 0;
  // A generated school's entry names another photo's hash and base ('<hash>/schools/x/1'): its folder is the hash.
  for (const hash of new Set(Object.values(hashes).map((value) => value.split('/')[0]!))) {
    const folder = join(hashedRoot, hash);
    for (const file of filesUnder(folder)) {
      const plain = join(photosDir, relative(folder, file));
      if (!existsSync(plain)) continue;
      rmSync(plain);
      removed += 1;
    }
  }
  return removed;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

import { copyFile, link, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { HASHED_PHOTOS_PREFIX } from '#domain/photos/photo-address.ts';
import { HASHES_FILE } from '#server/catalogue/photos/hashes-file.ts';
import type { HashedPhoto } from './hash-photo-jobs.ts';

/** The folder of the hashed copies inside the photo folder: 'h' of /photos/h/. */
const HASHED_FOLDER = HASHED_PHOTOS_PREFIX.slice('/photos/'.length, -1);

/**
 * Gives every photo its content-hashed copy (outDir/h/<hash>/<file>, a hard link to the plain
 * file, so it costs no space in the photo folder), removes the folders of hashes no longer in
 * use, and writes hashes.json, with the entries of the photos shown under another school's name
 * (`reused`: plain base → '<hash>/<base of the photo shown>', see photoAddressFrom). Returns how
 * many files it linked.
 */
export async function writeHashedPhotos(
  photos: readonly HashedPhoto[],
  outDir: string,
  reused: Readonly<Record<string, string>> = {},
): Promise<number> {
  const root = join(outDir, HASHED_FOLDER);
  await mkdir(root, { recursive: true });
  const wanted = new Set(photos.map((photo) => photo.hash));
  for (const name of await readdir(root))
    if (!wanted.has(name)) await rm(join(root, name), { recursive: true, force: true });
  let linked = 0;
  for (const photo of photos) {
    for (const file of photo.files) {
      const target = join(root, photo.hash, file);
      if (await exists(target)) continue;
      await mkdir(dirname(target), { recursive: true });
      // A file system without hard links gets a copy: same bytes, same address.
      await link(join(outDir, file), target).catch(() => copyFile(join(outDir, file), target));
      linked += 1;
    }
  }
  const hashes = Object.fromEntries(
    [...photos.map((photo) => [photo.base, photo.hash]), ...Object.entries(reused)].sort(([a], [b]) =>
      a! < b! ? -1 : 1,
    ),
  );
  await writeFile(join(outDir, HASHES_FILE), `${JSON.stringify(hashes, null, 1)}\n`);
  return linked;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

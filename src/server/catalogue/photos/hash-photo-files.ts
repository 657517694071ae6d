import { createHash } from 'node:crypto';

/**
 * The hash of a photo's files (every size and format, in order; each file's name relative to the
 * photo folder, then its bytes): one hash a photo rather than one a file, so the pages keep
 * deriving a size's address from the photo's base address, and any changed byte in any size
 * moves the whole photo to a new address. The photo script names drawings by it and the office
 * names uploads by it. Files are added one at a time, so none needs to stay in memory.
 */
export function createPhotoHash(): { add(file: string, bytes: Uint8Array): void; digest(): string } {
  const digest = createHash('sha256');
  return {
    add(file, bytes) {
      digest.update(`${file}\0`);
      digest.update(bytes);
    },
    digest: () => digest.digest('hex').slice(0, 16),
  };
}

/** The hash of files held in memory (createPhotoHash). */
export function hashPhotoFiles(files: Iterable<{ file: string; bytes: Uint8Array }>): string {
  const hash = createPhotoHash();
  for (const { file, bytes } of files) hash.add(file, bytes);
  return hash.digest();
}

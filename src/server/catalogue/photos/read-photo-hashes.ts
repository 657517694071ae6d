import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { photoAddressFrom, plainPhotoAddress, type PhotoAddress } from '#domain/photos/photo-address.ts';

const hashesSchema = z.record(
  z.string().startsWith('/photos/'),
  z.string().regex(/^[0-9a-f]{8,64}(\/(schools|housing)\/[a-z0-9_/-]+)?$/),
);

/**
 * The photo addresses of the photo script's hashes.json (scripts/photos/write-hashed-photos.ts):
 * content-hashed copies for the photos it lists. Without the file (tests, a site built before
 * the photos were hashed) every photo keeps its plain address; a broken file fails the start.
 */
export function readPhotoHashes(file: string): PhotoAddress {
  if (!existsSync(file)) return plainPhotoAddress;
  const parsed = hashesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: not a map of photo addresses to hashes: ${parsed.error.message}`);
  return photoAddressFrom(parsed.data);
}

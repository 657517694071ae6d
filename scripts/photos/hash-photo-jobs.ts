import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import type { PhotoJob } from './photo-job.ts';

/** One photo's content-hashed folder: the plain base address, the hash, and its files relative to the photo folder. */
export type HashedPhoto = { base: string; hash: string; files: string[] };

/**
 * The hash of each drawing's files (every size and format, in order): one hash a photo rather
 * than one a file, so the pages keep deriving a size's address from the photo's base address,
 * and any changed byte in any size moves the whole photo to a new address.
 */
export async function hashPhotoJobs(jobs: readonly PhotoJob[], outDir: string): Promise<HashedPhoto[]> {
  return Promise.all(
    jobs.map(async (job) => {
      const files = job.outputs.map((output) => relative(outDir, output.path).split(sep).join('/'));
      const digest = createHash('sha256');
      for (const [index, output] of job.outputs.entries()) {
        digest.update(`${files[index]}\0`);
        digest.update(await readFile(output.path));
      }
      const first = files[0];
      if (!first) throw new Error(`${job.label}: a drawing without files`);
      return {
        base: `/photos/${first.replace(/\.(webp|jpe?g)$/, '')}`,
        hash: digest.digest('hex').slice(0, 16),
        files,
      };
    }),
  );
}

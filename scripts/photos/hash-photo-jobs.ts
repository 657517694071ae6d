import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { createPhotoHash } from '#server/catalogue/photos/hash-photo-files.ts';
import type { PhotoJob } from './photo-job.ts';

/** One photo's content-hashed folder: the plain base address, the hash, and its files relative to the photo folder. */
export type HashedPhoto = { base: string; hash: string; files: string[] };

/** The hash of each drawing's files (hashPhotoFiles: every size and format, in order). */
export async function hashPhotoJobs(jobs: readonly PhotoJob[], outDir: string): Promise<HashedPhoto[]> {
  return Promise.all(
    jobs.map(async (job) => {
      const files = job.outputs.map((output) => relative(outDir, output.path).split(sep).join('/'));
      // The same hash as the office's uploads (src/server/catalogue/photos/hash-photo-files.ts).
      const hash = createPhotoHash();
      for (const [index, output] of job.outputs.entries()) hash.add(files[index]!, await readFile(output.path));
      const first = files[0];
      if (!first) throw new Error(`${job.label}: a drawing without files`);
      return {
        base: `/photos/${first.replace(/\.(webp|jpe?g)$/, '')}`,
        hash: hash.digest(),
        files,
      };
    }),
  );
}

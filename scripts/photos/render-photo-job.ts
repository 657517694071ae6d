import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { encodePhotoSizes } from '#server/catalogue/photos/encode-photo-sizes.ts';
import type { PhotoJob, PhotoOutput } from './photo-job.ts';

/**
 * Draws a job once at master size and writes each output that is missing or older than its
 * source (or every output when forced). Returns how many files it wrote.
 */
export async function renderPhotoJob(job: PhotoJob, force: boolean): Promise<number> {
  const stale: PhotoOutput[] = [];
  for (const output of job.outputs) if (force || !(await isFresh(output.path, job.sourceTime))) stale.push(output);
  if (stale.length === 0) return 0;

  const master = await sharp(Buffer.from(job.svg())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (master.info.width !== job.master.width || master.info.height !== job.master.height) {
    throw new Error(
      `${job.label}: drawn at ${master.info.width}x${master.info.height}, expected ${job.master.width}x${job.master.height}`,
    );
  }
  // The same encoder as the office's uploads (src/server/catalogue/photos/encode-photo-sizes.ts).
  const files = await encodePhotoSizes(master, stale);
  for (const [index, output] of stale.entries()) {
    await mkdir(dirname(output.path), { recursive: true });
    // Write beside the target and rename, so an interrupted build never leaves half a file that looks fresh.
    const partial = `${output.path}.${process.pid}.partial`;
    await writeFile(partial, files[index]!);
    await rename(partial, output.path);
  }
  return stale.length;
}

async function isFresh(path: string, sourceTime: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs > sourceTime;
  } catch {
    return false;
  }
}

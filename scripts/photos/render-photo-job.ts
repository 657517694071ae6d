import { mkdir, rename, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { PhotoJob, PhotoOutput } from './photo-job.ts';

// Quality 80 is the image processor's default (spec section 7). Measured on these drawings at
// 2400 x 704: WebP effort 2 takes 42 ms for 37 KB, effort 3 99 ms for 34 KB, effort 0 31 ms for
// 52 KB. Baseline JPEG is as small as progressive here at less than half the time (10 vs 23 ms).
const WEBP = { quality: 80, effort: 2 } as const;
const JPEG = { quality: 80 } as const;

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
  // Smaller files are scaled from a half-size copy when that needs no upscaling: a quarter of
  // the pixels to resample, and the half size is itself one of the outputs (1200 x 352, 320 x 220).
  const half = { width: Math.round(master.info.width / 2), height: Math.round(master.info.height / 2) };
  let halfCopy: Raw | undefined;
  // Each size is scaled once and its WebP and JPEG encoded from the same pixels: scaling per
  // file did it twice (docs/benchmarks.md, photos).
  for (const outputs of Map.groupBy(stale, (output) => `${output.width}x${output.height}`).values()) {
    const { width, height } = outputs[0]!;
    const fitsHalf = width <= half.width && height <= half.height;
    if (fitsHalf && !halfCopy) halfCopy = await resized(master, half.width, half.height);
    const source = fitsHalf && halfCopy ? halfCopy : master;
    const pixels =
      width === source.info.width && height === source.info.height ? source : await resized(source, width, height);
    for (const output of outputs) await writeOutput(pixels, output);
  }
  return stale.length;
}

type Raw = { data: Buffer; info: OutputInfo };

/** The picture scaled to cover width x height, cropped from the centre. */
function resized(source: Raw, width: number, height: number): Promise<Raw> {
  return sharp(source.data, { raw: rawShape(source.info) })
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function writeOutput(source: Raw, output: PhotoOutput): Promise<void> {
  await mkdir(dirname(output.path), { recursive: true });
  const image = sharp(source.data, { raw: rawShape(source.info) });
  const encoded = output.format === 'webp' ? image.webp(WEBP) : image.jpeg(JPEG);
  // Write beside the target and rename, so an interrupted build never leaves half a file that looks fresh.
  const partial = `${output.path}.${process.pid}.partial`;
  await encoded.toFile(partial);
  await rename(partial, output.path);
}

async function isFresh(path: string, sourceTime: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs > sourceTime;
  } catch {
    return false;
  }
}

function rawShape(info: OutputInfo) {
  return { width: info.width, height: info.height, channels: info.channels };
}

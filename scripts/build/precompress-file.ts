import { copyFileSync, linkSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compressionLevels } from './compression-levels.ts';

/** Files smaller than this are sent as they are: the headers would outweigh the saving. */
export const SMALLEST_COMPRESSED = 512;

/** What precompressFile did with one file. */
export type PrecompressOutcome =
  | { kind: 'small' }
  | { kind: 'up-to-date' }
  | { kind: 'reused'; bytes: number; brotliBytes: number; gzipBytes: number }
  | { kind: 'compressed'; bytes: number; brotliBytes: number; gzipBytes: number };

const newerThan = (path: string, time: number) => (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? -1) >= time;
const sizeOf = (path: string) => statSync(path).size;

/** Links `from` to `to` (same bytes, no space), or copies it across file systems. */
function linkOrCopy(from: string, to: string): void {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Writes `file.br` and `file.gz` beside a text file, unless they are up to date: siblings newer
 * than the file are kept, and when the previous build has the same file with the same bytes its
 * siblings are linked instead of compressing again (a rebuild recompresses only what changed).
 * Synchronous on purpose: it runs in a worker thread of its own (precompress.ts), one a core.
 */
export function precompressFile(file: string, previous: string | undefined): PrecompressOutcome {
  const stats = statSync(file);
  if (stats.size < SMALLEST_COMPRESSED) return { kind: 'small' };
  if (newerThan(`${file}.br`, stats.mtimeMs) && newerThan(`${file}.gz`, stats.mtimeMs)) return { kind: 'up-to-date' };
  const body = readFileSync(file);
  if (previous && statSync(previous, { throwIfNoEntry: false })?.size === body.length) {
    const reusable =
      statSync(`${previous}.br`, { throwIfNoEntry: false }) && statSync(`${previous}.gz`, { throwIfNoEntry: false });
    if (reusable && readFileSync(previous).equals(body)) {
      linkOrCopy(`${previous}.br`, `${file}.br`);
      linkOrCopy(`${previous}.gz`, `${file}.gz`);
      return { kind: 'reused', bytes: body.length, brotliBytes: sizeOf(`${file}.br`), gzipBytes: sizeOf(`${file}.gz`) };
    }
  }
  const levels = compressionLevels(file);
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gzipped = gzipSync(body, { level: levels.gzip });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipped);
  return { kind: 'compressed', bytes: body.length, brotliBytes: brotli.length, gzipBytes: gzipped.length };
}

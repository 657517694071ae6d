import { sep } from 'node:path';

/** The brotli quality and gzip level of one file; chosen by kind (npm run bench:compression measures them). */
export interface CompressionLevels {
  brotli: number;
  gzip: number;
}

/**
 * Pages (HTML, the sitemaps) are nearly all the bytes, 1 GB at 2,000 schools, and written anew by
 * every build: brotli 8 costs a fiftieth of brotli 11 for output 10 % larger (2 points of the input).
 * Astro's hashed assets (/_astro/: scripts, styles, SVG) are under 1 MB, keep their names while
 * unchanged (so a rebuild reuses their siblings) and reach every visitor: the smallest output,
 * whatever it costs. gzip is for the few clients without brotli: 6 for pages (9 saves 0.2 %
 * at twice the time), 9 for assets. The figures are npm run bench:compression's, in docs/benchmarks.md.
 */
export function compressionLevels(file: string): CompressionLevels {
  return file.includes(`${sep}_astro${sep}`) ? ASSET_LEVELS : PAGE_LEVELS;
}

export const PAGE_LEVELS: CompressionLevels = { brotli: 8, gzip: 6 };
export const ASSET_LEVELS: CompressionLevels = { brotli: 11, gzip: 9 };

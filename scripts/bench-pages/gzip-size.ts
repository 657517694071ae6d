import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The gzip size of a built file as a CDN serves it: its precompressed .gz sibling when the build
 * wrote one, otherwise the file gzipped here at the same level.
 */
export function gzipSize(clientDir: string, urlPath: string): number {
  const file = join(clientDir, decodeURIComponent(urlPath).replace(/\/$/, '/index.html'));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

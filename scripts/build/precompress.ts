import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible } from '../../src/server/http/content-types.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function textFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...textFiles(path));
    else if (isCompressible(entry.name)) found.push(path);
  }
  return found;
}

/**
 * Writes .br and .gz beside every text file once at build time, so the server (or a CDN that
 * serves precompressed files) never compresses on the request path.
 */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = textFiles(dir);
  let bytes = 0;
  let brotliBytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const body = readFileSync(file);
      if (body.length < 512) continue;
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipped);
      bytes += body.length;
      brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, bytes, brotliBytes };
}

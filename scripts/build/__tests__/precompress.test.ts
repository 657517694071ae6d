import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../precompress.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = (text: string) => `<!doctype html><html><body>${`<p>${text}</p>`.repeat(200)}</body></html>`;

/** A small built site: pages in folders, a hashed script, a file too small to compress and a photo. */
function writeSite(root: string): void {
  mkdirSync(join(root, 'en', 'school'), { recursive: true });
  mkdirSync(join(root, '_astro'), { recursive: true });
  writeFileSync(join(root, 'index.html'), page('home'));
  writeFileSync(join(root, 'en', 'school', 'index.html'), page('school'));
  writeFileSync(
    join(root, '_astro', 'island.abc123.js'),
    `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, n) => `word ${n}`))};`,
  );
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(root, 'photo.webp'), Buffer.alloc(4096, 7));
}

describe('precompress', () => {
  it('writes brotli and gzip siblings that decompress to each text file, and leaves small files and images alone', async () => {
    const site = join(dir, 'site');
    writeSite(site);
    const result = await precompress(site, { threads: 2 });
    expect(result).toMatchObject({ files: 4, compressed: 3, reused: 0, upToDate: 0 });
    for (const file of ['index.html', 'en/school/index.html', '_astro/island.abc123.js']) {
      const original = readFileSync(join(site, file));
      expect(brotliDecompressSync(readFileSync(join(site, `${file}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(join(site, `${file}.gz`))).equals(original)).toBe(true);
    }
    expect(existsSync(join(site, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(site, 'photo.webp.br'))).toBe(false);
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    expect(result.gzipBytes).toBeLessThan(result.bytes);
  });

  it('skips files whose siblings are newer, and compresses again a file changed since', async () => {
    const site = join(dir, 'site');
    writeSite(site);
    await precompress(site);
    const again = await precompress(site);
    expect(again).toMatchObject({ compressed: 0, upToDate: 3 });
    writeFileSync(join(site, 'index.html'), page('home, changed'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(site, 'index.html'), later, later);
    const changed = await precompress(site);
    expect(changed).toMatchObject({ compressed: 1, upToDate: 2 });
    expect(brotliDecompressSync(readFileSync(join(site, 'index.html.br'))).toString()).toBe(page('home, changed'));
  });

  it("takes an unchanged file's siblings from the previous build, and compresses what changed", async () => {
    const previous = join(dir, 'previous');
    writeSite(previous);
    await precompress(previous);
    const next = join(dir, 'next');
    writeSite(next);
    writeFileSync(join(next, 'en', 'school', 'index.html'), page('school, new price'));
    const result = await precompress(next, { previous });
    expect(result).toMatchObject({ compressed: 1, reused: 2, upToDate: 0 });
    // Linked: the same file on disk, not a copy.
    expect(statSync(join(next, 'index.html.br')).ino).toBe(statSync(join(previous, 'index.html.br')).ino);
    expect(gunzipSync(readFileSync(join(next, 'en', 'school', 'index.html.gz'))).toString()).toBe(
      page('school, new price'),
    );
    expect(brotliDecompressSync(readFileSync(join(next, 'index.html.br'))).toString()).toBe(page('home'));
  });

  it('fails naming the file when a sibling cannot be written', async () => {
    const site = join(dir, 'site');
    writeSite(site);
    cpSync(join(site, 'index.html'), join(site, 'copy.html'));
    mkdirSync(join(site, 'copy.html.br'));
    await expect(precompress(site)).rejects.toThrow(/precompression failed: .*copy\.html\.br/);
  });
});

// `node scripts/measure-compression-levels.ts [--dir dist/client] [--pages 120]`: what each brotli
// quality and gzip level costs and saves on a built site, to choose the precompression levels
// (scripts/build/compression-levels.ts). HTML (a sample of pages, the largest search pages
// included) and the hashed assets apart: milliseconds of one core per MB of input, and the output
// as a share of the input. The control is gzip 6, zlib's default, measured in the same run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist/client' }, pages: { type: 'string', default: '120' } },
});
const dir = resolve(values.dir);
const all = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
const html = all.filter((file) => file.endsWith('.html')).sort((a, b) => statSync(b).size - statSync(a).size);
const wanted = Number(values.pages);
// The largest pages (search pages) and an even spread of the rest, as the catalogue has them.
const sample = [
  ...html.slice(0, Math.ceil(wanted / 10)),
  ...html
    .slice(Math.ceil(wanted / 10))
    .filter((_, index, rest) => index % Math.max(1, Math.floor(rest.length / wanted)) === 0),
].slice(0, wanted);
const assets = all.filter((file) => /\/_astro\/.*\.(js|css|svg)$/.test(file));

type Level = { name: string; compress: (body: Buffer) => Buffer };
const levels: Level[] = [
  { name: 'gzip 6 (control)', compress: (body) => gzipSync(body, { level: 6 }) },
  { name: 'gzip 9', compress: (body) => gzipSync(body, { level: 9 }) },
  ...[4, 5, 6, 7, 8, 9, 10, 11].map((quality) => ({
    name: `brotli ${quality}`,
    compress: (body: Buffer) =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
  })),
];

function measure(files: string[], label: string): void {
  const bodies = files.map((file) => readFileSync(file));
  const bytes = bodies.reduce((sum, body) => sum + body.length, 0);
  console.log(
    `\n${label}: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB (load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')})`,
  );
  for (const level of levels) {
    const started = process.cpuUsage();
    let out = 0;
    for (const body of bodies) out += level.compress(body).length;
    const used = process.cpuUsage(started);
    const ms = (used.user + used.system) / 1000;
    console.log(
      `  ${level.name.padEnd(18)} ${((ms / bytes) * 1e6).toFixed(0).padStart(6)} ms CPU per MB   output ${((100 * out) / bytes).toFixed(2).padStart(6)} % of the input`,
    );
  }
}

measure(sample, 'HTML pages');
measure(assets, 'hashed assets (/_astro/ scripts, styles, SVG)');

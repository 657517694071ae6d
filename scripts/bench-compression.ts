// `npm run bench:compression [-- --dir dist/client] [--pages 120]`: what each brotli quality and
// gzip level costs and saves on a built site (`npm run build` first), to choose the build's
// precompression levels (scripts/build/compression-levels.ts). HTML (a sample of pages, the
// largest search pages included) and the hashed assets apart: milliseconds of one core per MB of
// input, and the output as a share of the input. The control is gzip 6, zlib's default, measured
// in the same run. Sizes are exact; the times move with the machine's load, printed beside them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compressionLevels, type CompressionLevels } from './build/compression-levels.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark('bench:compression', 'gzip 6 (zlib’s default) on the same files in the same run.');

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist/client' }, pages: { type: 'string', default: '120' } },
});
const dir = resolve(values.dir);
if (!existsSync(dir)) {
  console.error(`bench:compression: ${dir} does not exist; run npm run build first`);
  process.exit(1);
}
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
const assets = all.filter((file) => new RegExp(`\\${sep}_astro\\${sep}.*\\.(js|css|svg)$`).test(file));

type Level = { name: string; brotli?: number; gzip?: number; compress: (body: Buffer) => Buffer };
const levels: Level[] = [
  { name: 'gzip 6 (control)', gzip: 6, compress: (body) => gzipSync(body, { level: 6 }) },
  { name: 'gzip 9', gzip: 9, compress: (body) => gzipSync(body, { level: 9 }) },
  ...[4, 5, 6, 7, 8, 9, 10, 11].map((quality) => ({
    name: `brotli ${quality}`,
    brotli: quality,
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

type Figure = { msPerMb: number; outputPercent: number };

function measure(files: string[], label: string): { files: number; mb: number; load: string; figures: Figure[] } {
  const bodies = files.map((file) => readFileSync(file));
  const bytes = bodies.reduce((sum, body) => sum + body.length, 0);
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const figures = levels.map((level) => {
    const started = process.cpuUsage();
    let out = 0;
    for (const body of bodies) out += level.compress(body).length;
    const used = process.cpuUsage(started);
    return { msPerMb: ((used.user + used.system) / 1000 / bytes) * 1e6, outputPercent: (100 * out) / bytes };
  });
  console.error(`${label}: ${files.length} files measured (load average ${load})`);
  return { files: files.length, mb: bytes / 1e6, load, figures };
}

const pages = measure(sample, 'HTML pages');
const hashed = measure(assets, 'hashed assets');
benchmark.measured({
  markdown: (() => {
    const uses = (level: Level, chosen: CompressionLevels) =>
      level.brotli === chosen.brotli || level.gzip === chosen.gzip;
    const pageLevels = compressionLevels(join(dir, 'index.html'));
    const assetLevels = compressionLevels(join(dir, '_astro', 'x.js'));
    const rows = levels.map((level, index) => {
      const mark = [uses(level, pageLevels) ? 'pages' : '', uses(level, assetLevels) ? 'assets' : '']
        .filter(Boolean)
        .join(', ');
      const p = pages.figures[index]!;
      const a = hashed.figures[index]!;
      return `| ${level.name}${mark ? ` (the build's, ${mark})` : ''} | ${p.msPerMb.toFixed(0)} | ${p.outputPercent.toFixed(2)} | ${a.msPerMb.toFixed(0)} | ${a.outputPercent.toFixed(2)} |`;
    });
    return [
      `Pages: ${pages.files} of the build's HTML files, the largest search pages included (${pages.mb.toFixed(1)} MB; load average ${pages.load} when measured). Hashed assets: ${hashed.files} files of \`/_astro/\` (${hashed.mb.toFixed(1)} MB; load average ${hashed.load}). CPU time of one core; no target, the figures choose the levels.`,
      '',
      '| level | pages: ms CPU per MB | pages: output, % of input | assets: ms CPU per MB | assets: output, % of input |',
      '|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  })(),
});
for (const [index, level] of levels.entries()) {
  const p = pages.figures[index]!;
  const a = hashed.figures[index]!;
  console.log(
    `${level.name.padEnd(18)} pages ${p.msPerMb.toFixed(0).padStart(6)} ms/MB ${p.outputPercent.toFixed(2).padStart(6)} %   assets ${a.msPerMb.toFixed(0).padStart(6)} ms/MB ${a.outputPercent.toFixed(2).padStart(6)} %`,
  );
}

// `npm run bench:precompress [-- --dir dist/client]`: the build's precompression of a built site,
// copied into a temporary folder, by the worker-thread pool (scripts/build/precompress.ts) with one
// thread and with one a core, against the control measured in the same run: the same files and
// levels compressed by node:zlib's asynchronous calls from the main thread, four at a time (the
// build's way before the pool). Prints seconds, MB/s and the load average.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible } from '../src/server/http/content-types.ts';
import { compressionLevels } from './build/compression-levels.ts';
import { precompress } from './build/precompress.ts';
import { SMALLEST_COMPRESSED } from './build/precompress-file.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark(
  'bench:precompress',
  "the main thread's asynchronous node:zlib calls, four in flight, on the same files and levels in the same run.",
);

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist/client' } } });
const source = resolve(values.dir);
const temp = mkdtempSync(join(tmpdir(), 'bench-precompress-'));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** A fresh copy of the site's text files (no siblings), so every run compresses everything. */
function copy(name: string): string {
  const dir = join(temp, name);
  cpSync(source, dir, {
    recursive: true,
    filter: (path) => !/\.(br|gz)$/.test(path) && !path.includes(`${join(source, 'photos')}`),
  });
  return dir;
}

async function mainThreadControl(dir: string): Promise<number> {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const body = readFileSync(file);
      if (body.length < SMALLEST_COMPRESSED) continue;
      const levels = compressionLevels(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(body, { level: levels.gzip }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipped);
      bytes += body.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return bytes;
}

async function time(label: string, run: () => Promise<number>): Promise<void> {
  const loadBefore = load();
  const started = performance.now();
  const bytes = await run();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${label.padEnd(52)} ${seconds.toFixed(1).padStart(6)} s  ${(bytes / 1e6 / seconds).toFixed(1).padStart(6)} MB/s  (load average ${loadBefore} → ${load()})`,
  );
}

try {
  const cores = availableParallelism();
  console.log(`bench:precompress — ${source}, ${cores} cores`);
  const dirs = { control: copy('control'), one: copy('one'), all: copy('all'), again: '' };
  await time('control: main thread, node:zlib async, 4 in flight', () => mainThreadControl(dirs.control));
  await time('worker pool, 1 thread', async () => (await precompress(dirs.one, { threads: 1 })).bytes);
  await time(`worker pool, ${cores} threads (the build)`, async () => (await precompress(dirs.all)).bytes);
  dirs.again = copy('again');
  await time(`rebuild, nothing changed: siblings taken from the previous build`, async () => {
    const result = await precompress(dirs.again, { previous: dirs.all });
    return result.bytes;
  });
  benchmark.measured();
} finally {
  rmSync(temp, { recursive: true, force: true });
}

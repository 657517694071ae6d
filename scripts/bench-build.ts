// `npm run bench:build -- --schools 2000`: the whole build of a generated catalogue, measured
// against a control in the same run. Generates the catalogue into a temporary folder, builds it
// (photos skipped) against a temporary PGlite database into a temporary out dir (never dist/),
// then renders as many trivial Astro pages in a throwaway project, and prints both render rates
// and their ratio, the build's peak memory, its phases and the output size. `--keep` leaves the
// temporary folder for a look at the pages.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCatalogue } from './generate-catalogue.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark(
  'bench:build',
  'as many trivial Astro pages, built in the same run (the render rate is read against theirs); targets: whole build ≤ 240 s, ≥ 150 pages/s, peak memory ≤ 1.5 GB at 2,000 schools.',
);

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { schools: { type: 'string', default: '2000' }, keep: { type: 'boolean', default: false } },
});
const schools = Number(values.schools);
if (!Number.isInteger(schools) || schools < 1)
  throw new Error(`--schools must be a whole number, got ${values.schools}`);

interface RunResult {
  seconds: number;
  /** The peak resident memory of the child and the processes it starts (the build seeds in one), in bytes. */
  peakBytes: number;
  output: string;
}

const statusKb = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** A process and its descendants, from /proc. */
function processTree(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap((child) => processTree(child))];
}

/**
 * Runs a Node child to its end, echoing its output, and samples its memory from /proc every half
 * second: its own peak (VmHWM, which only grows) and the resident memory of its whole process
 * tree at that moment; the larger is the peak.
 */
function runNode(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let peakBytes = 0;
    const readPeak = () => {
      try {
        const pid = child.pid!;
        let treeKb = 0;
        for (const member of processTree(pid)) treeKb += statusKb(member, 'VmRSS');
        peakBytes = Math.max(peakBytes, statusKb(pid, 'VmHWM') * 1024, treeKb * 1024);
      } catch {
        // The child (or one of its own) has just ended: the previous reading stands.
      }
    };
    const sampler = setInterval(readPeak, 500);
    const collect = (chunk: Buffer, to: NodeJS.WriteStream) => {
      output += chunk.toString();
      to.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => collect(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => collect(chunk, process.stderr));
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolvePromise({ seconds, peakBytes, output });
      else reject(new Error(`${args.join(' ')} exited with ${code}`));
    });
  });
}

/** Bytes of the files under a folder, the HTML apart. */
function sizeOf(dir: string): { html: number; all: number } {
  const total = { html: 0, all: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const bytes = statSync(join(entry.parentPath, entry.name)).size;
    total.all += bytes;
    if (entry.name.endsWith('.html')) total.html += bytes;
  }
  return total;
}

/** A throwaway Astro project of `pages` trivial pages (a title, a heading, a paragraph, a link), sharing the repository's packages. */
function writeControlProject(dir: string, pages: number): void {
  mkdirSync(join(dir, 'src', 'pages', 'p'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'bench-build-control', private: true, type: 'module' }),
  );
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config';\nexport default defineConfig({ output: 'static', build: { format: 'directory' }, devToolbar: { enabled: false } });\n`,
  );
  writeFileSync(
    join(dir, 'src', 'pages', 'p', '[n].astro'),
    `---
export function getStaticPaths() {
  return Array.from({ length: ${pages} }, (_, index) => ({ params: { n: String(index + 1) }, props: { n: index + 1 } }));
}
const { n } = Astro.props;
---
<html lang="en"><head><meta charset="utf-8" /><title>Page {n}</title></head>
<body><h1>Page {n}</h1><p>A trivial page, the control of the build benchmark.</p><a href={\`/p/\${n + 1}/\`}>next</a></body></html>
`,
  );
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const dir = mkdtempSync(join(tmpdir(), 'linguatrips-bench-build-'));
const loadBefore = load();
try {
  const generated = generateCatalogue({ contentDir: join(root, 'content'), outDir: join(dir, 'content'), schools });
  console.log(`bench:build: ${generated.schools} schools in ${generated.dir}; load average ${loadBefore}`);

  const outDir = join(dir, 'site', 'dist');
  const site = await runNode(['scripts/build.ts', '--out-dir', outDir, '--no-photos'], {
    cwd: root,
    env: { CONTENT_DIR: join(dir, 'content'), PGLITE_DIR: join(dir, 'pglite') },
  });
  const built =
    /Built (\d+) pages in [\d.]+ s \(Astro ([\d.]+) s, precompression ([\d.]+) s; whole build ([\d.]+) s\)/.exec(
      site.output,
    );
  if (!built) throw new Error('the build printed no "Built … pages" line');
  const [pages, astroSeconds, compressSeconds] = [Number(built[1]), Number(built[2]), Number(built[3])];
  // The precompression's own figures: its CPU (the worker processes' too) and the text it compressed.
  const compressedText = /([\d.]+) MB → [\d.]+ MB brotli, [\d.]+ MB gzip, ([\d.]+) s of CPU \((\d+) ms a MB\)/.exec(
    site.output,
  );
  if (!compressedText) throw new Error('the build printed no precompression figures');
  const render = /render: ([\d.]+) s of CPU for \d+ pages, ([\d.]+) ms a page/.exec(site.output);
  if (!render) throw new Error('the build printed no render CPU');
  const [textMb, compressCpuSeconds, compressMsPerMb] = compressedText.slice(1).map(Number) as [number, number, number];
  const size = sizeOf(join(outDir, 'client'));
  const loadBetween = load();

  const controlDir = join(dir, 'control');
  writeControlProject(controlDir, pages);
  const control = await runNode([join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--silent'], {
    cwd: controlDir,
  });
  const controlPages = readdirSync(join(controlDir, 'dist', 'p')).length;
  if (controlPages !== pages) throw new Error(`the control rendered ${controlPages} pages, not ${pages}`);

  const siteRate = pages / astroSeconds;
  const controlRate = controlPages / control.seconds;
  const targets = [
    { name: 'whole build ≤ 240 s', met: site.seconds <= 240 },
    { name: '≤ 40 KB of HTML a page', met: size.html / pages / 1024 <= 40 },
    { name: '≥ 150 pages/s', met: siteRate >= 150 },
    { name: 'peak memory ≤ 1.5 GB', met: site.peakBytes <= 1.5e9 },
  ];
  console.log(`
bench:build — ${schools} generated schools, ${pages} pages (load average before ${loadBefore}, between ${loadBetween}, after ${load()})
  whole npm run build (child process, photos skipped)   ${site.seconds.toFixed(1)} s   peak memory ${mb(site.peakBytes)}
    Astro (bundle + render)                             ${astroSeconds.toFixed(1)} s   ${siteRate.toFixed(1)} pages/s   ${render[1]} s of CPU, ${render[2]} ms a page
    precompression                                      ${compressSeconds.toFixed(1)} s   ${compressCpuSeconds.toFixed(1)} s of CPU for ${textMb.toFixed(0)} MB of text (${compressMsPerMb} ms a MB)
  control: trivial Astro pages, whole astro build       ${control.seconds.toFixed(1)} s   ${controlRate.toFixed(1)} pages/s   peak memory ${mb(control.peakBytes)}
  render rate / control                                 ${((100 * siteRate) / controlRate).toFixed(0)} %
  output: ${pages} pages, ${mb(size.all)} in dist/client, of which ${mb(size.html)} of HTML (${(size.html / pages / 1024).toFixed(1)} KB a page on average)
  targets: ${targets.map(({ name, met }) => `${name} ${met ? 'met' : 'MISSED'}`).join('; ')}`);
  benchmark.measured();
  // A missed target is the run's verdict too, so the benchmarks document cannot call it held.
  if (targets.some(({ met }) => !met)) process.exitCode = 1;
} finally {
  if (values.keep) console.log(`kept ${dir}`);
  else if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

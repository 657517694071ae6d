// `npm run bench:photos [-- --schools 3]`: the photo step (`npm run photos`). Times the step on
// the catalogue when every file is up to date (what each build and test run pays), then draws the
// first few schools' photos into a temporary folder and forces their redraw (what a change of the
// drawing code costs, per file). The control, in the same run, is the up-to-date pass over the
// same few schools: the script's fixed cost (start-up, reading, hashing, linking), which the
// redraw's figure is read against. Wall and CPU time of the whole process tree; sharp draws off
// the main thread, one drawing a core in flight.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { recordBenchmark } from './bench/benchmarks-doc.ts';
import { formatTime, timeCommand, type CommandTime } from './bench/time-command.ts';

const benchmark = recordBenchmark(
  'bench:photos',
  'the up-to-date pass over the same schools in the same run (start-up, reading, hashing and linking, no drawing).',
);

const { values } = parseArgs({ options: { schools: { type: 'string', default: '3' } } });
const root = resolve(import.meta.dirname, '..');
const temp = mkdtempSync(join(tmpdir(), 'bench-photos-'));
const load = () => loadavg()[0]!.toFixed(1);

/** `make-photos: wrote N files (M up to date, …)` → N and M. */
function counts(run: CommandTime): { written: number; upToDate: number } {
  const match = /wrote (\d+) files \((\d+) up to date/.exec(run.output);
  if (run.exitCode !== 0 || !match) throw new Error(`npm run photos failed (exit ${run.exitCode}):\n${run.output}`);
  return { written: Number(match[1]), upToDate: Number(match[2]) };
}

async function photos(label: string, args: string[]): Promise<CommandTime & { written: number; upToDate: number }> {
  const before = load();
  const run = await timeCommand('npm', ['run', '--silent', 'photos', '--', ...args], { cwd: root });
  const result = { ...run, ...counts(run) };
  console.log(
    `${label.padEnd(44)} ${formatTime(run).padEnd(26)} ${result.written} files drawn, ${result.upToDate} up to date (load average ${before} → ${load()})`,
  );
  return result;
}

try {
  const wanted = Number(values.schools);
  const content = join(temp, 'content');
  const out = join(temp, 'photos');
  mkdirSync(join(content, 'schools'), { recursive: true });
  const schools = readdirSync(join(root, 'content', 'schools'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .slice(0, wanted);
  for (const name of schools) copyFileSync(join(root, 'content', 'schools', name), join(content, 'schools', name));

  const catalogue = await photos('npm run photos, the catalogue', []);
  await photos(`${schools.length} schools drawn from nothing`, ['--content', content, '--out', out]);
  const control = await photos(`${schools.length} schools up to date (control)`, ['--content', content, '--out', out]);
  const redraw = await photos(`${schools.length} schools redrawn (--force)`, [
    '--content',
    content,
    '--out',
    out,
    '--force',
  ]);
  benchmark.measured();
  const perFile = (redraw.cpuS - control.cpuS) / redraw.written;
  console.log(
    `redraw: ${(redraw.cpuS - control.cpuS).toFixed(1)} s CPU beyond the control for ${redraw.written} files, ${(perFile * 1000).toFixed(1)} ms CPU a file; ` +
      `the whole catalogue's ${catalogue.written + catalogue.upToDate} files at that rate ≈ ${(perFile * (catalogue.written + catalogue.upToDate)).toFixed(0)} s CPU`,
  );
  if (catalogue.written > 0)
    console.log(
      `the catalogue was not up to date: ${catalogue.written} files drawn, so its figure is not the up-to-date pass`,
    );
} finally {
  rmSync(temp, { recursive: true, force: true });
}

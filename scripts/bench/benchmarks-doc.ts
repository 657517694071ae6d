// Every bench:* script writes its own section of docs/benchmarks.md, so a figure never needs a
// hand edit (or a commit of its own) and always carries what it was compared with, when and on
// how loaded a machine it was taken: on a shared machine a figure without its load means little.
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { replaceMarkedSection } from './replace-marked-section.ts';

export const BENCHMARKS_DOC = resolve(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md');

export interface BenchmarkRun {
  /** The npm script, e.g. bench:pricing: the section's name and its heading. */
  readonly script: string;
  /** What the figure is measured against in the same run. */
  readonly control: string;
  /** UTC, minutes. */
  readonly date: Date;
  readonly cpus: number;
  readonly loadBefore: number;
  readonly loadAfter: number;
  /** Markdown of the figures, or the lines the script printed (shown as they were printed). */
  readonly figure: { readonly markdown: string } | { readonly lines: readonly string[] };
  readonly exitCode: number;
}

/** The section's body: when, on what, against what, then the figures. */
export function benchmarkSection(run: BenchmarkRun): string {
  const when = `${run.date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const verdict =
    run.exitCode === 0
      ? 'every target it checks held'
      : `exit code ${run.exitCode}: a target was missed or an answer was wrong`;
  const figure =
    'markdown' in run.figure
      ? run.figure.markdown.trim()
      : ['```text', ...run.figure.lines.map((line) => line.replace(/\s+$/, '')), '```'].join('\n');
  return [
    `Written by \`npm run ${run.script}\` on ${when}; ${run.cpus} CPUs, load average ${run.loadBefore.toFixed(2)} before and ${run.loadAfter.toFixed(2)} after; ${verdict}.`,
    '',
    `Control: ${run.control}`,
    '',
    figure,
  ].join('\n');
}

/** The document with the script's own section replaced; fails when the section's markers are missing. */
export function withBenchmarkSection(doc: string, run: BenchmarkRun): string {
  return replaceMarkedSection(doc, run.script, benchmarkSection(run));
}

export interface BenchmarkRecorder {
  /** Call once the measurement is done: at exit the section is written (lines printed after this call included). */
  measured(figure?: { markdown: string }): void;
}

/**
 * Starts recording a bench script's run: the load average now, and every line it prints with
 * console.log. Once `measured()` has been called, the section is written when the process exits,
 * whatever its exit code (a missed target is a figure too); a run that failed before measuring
 * writes nothing. `--no-doc` leaves the document alone (a trial run).
 */
export function recordBenchmark(
  script: string,
  control: string,
  { doc = BENCHMARKS_DOC, argv = process.argv } = {},
): BenchmarkRecorder {
  // Taken out of the command line before the script reads its own options.
  const noDocAt = argv.indexOf('--no-doc');
  if (noDocAt >= 0) argv.splice(noDocAt, 1);
  const loadBefore = loadavg()[0]!;
  const lines: string[] = [];
  const log = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    lines.push(args.map((arg) => (typeof arg === 'string' ? arg : String(arg))).join(' '));
    log(...args);
  };
  let figure: { markdown: string } | undefined;
  let measured = false;
  process.on('exit', (code) => {
    if (!measured || noDocAt >= 0) return;
    const run: BenchmarkRun = {
      script,
      control,
      date: new Date(),
      cpus: availableParallelism(),
      loadBefore,
      loadAfter: loadavg()[0]!,
      figure: figure ?? { lines: lines.flatMap((line) => line.split('\n')) },
      exitCode: code,
    };
    writeFileSync(doc, withBenchmarkSection(readFileSync(doc, 'utf8'), run));
    log(`${script}: docs/benchmarks.md updated`);
  });
  return {
    measured(markdown) {
      measured = true;
      figure = markdown;
    },
  };
}

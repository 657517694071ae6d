import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCHMARKS_DOC, benchmarkSection, withBenchmarkSection, type BenchmarkRun } from '../benchmarks-doc.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const run: BenchmarkRun = {
  script: 'bench:pricing',
  control: 'GET /api/health in the same run',
  date: new Date('2026-12-06T19:42:31Z'),
  cpus: 2,
  loadBefore: 1.234,
  loadAfter: 2.5,
  figure: { lines: ['pricing  12023 req/s   ', 'target met'] },
  exitCode: 0,
};

describe('a bench script’s section of docs/benchmarks.md', () => {
  it('says when, on what load, against what control, then the figures as printed', () => {
    expect(benchmarkSection(run)).toBe(
      [
        'Written by `npm run bench:pricing` on 2026-12-06 19:42 UTC; 2 CPUs, load average 1.23 before and 2.50 after; every target it checks held.',
        '',
        'Control: GET /api/health in the same run',
        '',
        '```text',
        'pricing  12023 req/s',
        'target met',
        '```',
      ].join('\n'),
    );
    expect(benchmarkSection({ ...run, exitCode: 1, figure: { markdown: '| a |\n|---|' } })).toMatch(
      /exit code 1: a target was missed.*\n\nControl: .*\n\n\| a \|\n\|---\|$/,
    );
  });

  it('replaces only its own section and keeps the markers for the next run', () => {
    const doc =
      '# B\n<!-- bench:pricing:start -->\nold\n<!-- bench:pricing:end -->\n<!-- bench:static:start -->\nstatic\n<!-- bench:static:end -->\n';
    const once = withBenchmarkSection(doc, run);
    expect(once).toContain('<!-- bench:static:start -->\nstatic\n<!-- bench:static:end -->');
    expect(once).not.toContain('old');
    expect(withBenchmarkSection(once, run)).toBe(once);
    expect(() => withBenchmarkSection('# B\n', run)).toThrow(/bench:pricing:start/);
  });

  it('has a section for every bench:* script, and every one of them writes its own', () => {
    const scripts = Object.entries(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
    ).filter(([name]) => name.startsWith('bench:'));
    expect(scripts.length).toBeGreaterThan(5);
    const doc = readFileSync(BENCHMARKS_DOC, 'utf8');
    for (const [name, command] of scripts) {
      expect(doc, name).toContain(`<!-- ${name}:start -->`);
      expect(doc, name).toContain(`<!-- ${name}:end -->`);
      const file = join(root, /node (\S+\.ts)/.exec(command)![1]!);
      const source = readFileSync(file, 'utf8');
      // The formatter may put the name on a line of its own.
      expect(source, file).toMatch(new RegExp(String.raw`recordBenchmark\(\s*'${name}'`));
      expect(source, file).toMatch(/benchmark\.measured\(/);
    }
    const sections = [...doc.matchAll(/<!-- (bench:[a-z-]+):start -->/g)].map((m) => m[1]);
    expect(sections.sort()).toEqual(scripts.map(([name]) => name).sort());
    expect(readdirSync(join(root, 'scripts', 'bench'))).toContain('benchmarks-doc.ts');
  });

  it('is written at exit by a script that measured, exit code and later lines included, and not by one that failed first or ran with --no-doc', () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchmarks-doc-'));
    try {
      const doc = join(dir, 'benchmarks.md');
      const script = join(dir, 'bench-x.ts');
      const start = '# B\n<!-- bench:x:start -->\nold\n<!-- bench:x:end -->\n';
      writeFileSync(
        script,
        `import { recordBenchmark } from ${JSON.stringify(join(root, 'scripts', 'bench', 'benchmarks-doc.ts'))};\n` +
          `const benchmark = recordBenchmark('bench:x', 'a control', { doc: ${JSON.stringify(doc)} });\n` +
          `console.log('figure', 42);\nif (process.argv.includes('--fail')) throw new Error('before measuring');\nbenchmark.measured();\nconsole.log('TARGET MISSED');\nprocess.exit(1);\n`,
      );
      const run = (...args: string[]) => {
        try {
          execFileSync(process.execPath, [script, ...args], { stdio: 'pipe' });
        } catch {
          // Every run here exits 1.
        }
      };
      writeFileSync(doc, start);
      run('--fail');
      expect(readFileSync(doc, 'utf8')).toBe(start);
      run('--no-doc');
      expect(readFileSync(doc, 'utf8')).toBe(start);
      run();
      expect(readFileSync(doc, 'utf8')).toMatch(
        /<!-- bench:x:start -->\nWritten by `npm run bench:x` on .* UTC; \d+ CPUs, load average [\d.]+ before and [\d.]+ after; exit code 1: .*\n\nControl: a control\n\n```text\nfigure 42\nTARGET MISSED\n```\n<!-- bench:x:end -->/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

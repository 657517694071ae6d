// `npm run bench:tests`: `npm run test:unit` and `npm run typecheck`, wall and CPU time of the
// whole process tree (npm, Node, Vitest's workers, the type checkers). Two controls in the same
// run: the start-up every npm script pays (`npm exec -- node -e 0`) and Vitest's own fixed cost
// (the unit project on one small test file). The unit tests' target is 60 s of wall time; a miss
// is printed and the script exits 1. The whole `npm test` is not run here: its API tests and
// browser journeys take the machine for many minutes.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { recordBenchmark } from './bench/benchmarks-doc.ts';
import { formatTime, timeCommand, type CommandTime } from './bench/time-command.ts';

const benchmark = recordBenchmark(
  'bench:tests',
  'in the same run, `npm exec -- node -e 0` (an npm script’s start-up) and the unit project on one small test file (Vitest’s fixed cost).',
);

const UNIT_TARGET_S = 60;
const root = resolve(import.meta.dirname, '..');
const load = () => loadavg()[0]!.toFixed(1);

async function timed(label: string, command: string, args: string[]): Promise<CommandTime> {
  const before = load();
  const run = await timeCommand(command, args, { cwd: root });
  if (run.exitCode !== 0) throw new Error(`${label} failed (exit ${run.exitCode}):\n${run.output.slice(-4000)}`);
  const output = stripVTControlCharacters(run.output);
  const tests = /Tests\s+(\d+) passed/.exec(output);
  const files = /Test Files\s+(\d+) passed/.exec(output);
  console.log(
    `${label.padEnd(44)} ${formatTime(run).padEnd(26)}${tests ? ` ${files?.[1] ?? '?'} files, ${tests[1]} tests` : ''} (load average ${before} → ${load()})`,
  );
  return run;
}

await timed('control: npm exec -- node -e 0', 'npm', ['exec', '--offline', '--', 'node', '-e', '0']);
await timed('control: vitest, one small unit file', 'npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  'src/domain/text/__tests__/short-name.test.ts',
]);
const unit = await timed('npm run test:unit', 'npm', ['run', 'test:unit']);
await timed('npm run typecheck', 'npm', ['run', 'typecheck']);
benchmark.measured();
if (unit.wallS > UNIT_TARGET_S) {
  console.log(
    `npm run test:unit: ${unit.wallS.toFixed(1)} s, target ≤ ${UNIT_TARGET_S} s MISSED at load average ${load()}`,
  );
  process.exitCode = 1;
} else console.log(`npm run test:unit: target ≤ ${UNIT_TARGET_S} s met`);

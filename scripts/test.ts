// `npm test`: every check a change must pass, in the order that fails fastest — lint and types,
// unit/component tests (seconds), API tests (minutes), the build, then the browser journeys —
// stopping at the first that fails, and one closing count.
//
// Steps that do not read each other's output run side by side on a 2-core CI machine: lint beside
// types; the photos from the start until the API tests; then two lanes to the end. One lane runs
// the API tests (three workers: their suites wait on databases, mail and child processes much of
// the time) and then, once the build is there, the browser journeys. The other builds the site and
// then runs the journeys that read the build or speak HTTP without a browser (Playwright's `build
// output` project, one worker): they mostly wait on server processes and retries and use little
// CPU alone, so they fill the gaps beside the API tests and then the browser journeys rather than
// holding up a step of their own. The photos are drawn before the API tests start because one API
// suite builds the site from the same public/ folder (build-from-api-and-rebuild.test.ts): the
// build beside it then finds them up to date and writes none. On a clean clone drawing them takes
// longer than the unit tests, so they start with the first step. A step beside
// another (lint, the photos, the second lane) prints its output when it ends, so two do not
// interleave; the first failure stops the others.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

// The run's temporary files go to memory where the machine has a tmpfs (/dev/shm on Linux): each
// API suite and journey site copies a PGlite template of about a thousand files and writes to it,
// and the browsers keep their profiles there: on a disk file system each copy and each write costs
// many times the CPU it costs in memory. Every step
// inherits TMPDIR, which os.tmpdir() and Chromium read; like /tmp the folder is open to all
// (nginx's workers read the deployment test's files) and removed when the run ends.
const scratch = (() => {
  try {
    return existsSync('/dev/shm') ? mkdtempSync('/dev/shm/linguatrips-test-') : undefined;
  } catch {
    return undefined; // a tmpfs that does not take files: the system's temporary folder, slower
  }
})();
if (scratch) {
  chmodSync(scratch, 0o1777);
  process.env.TMPDIR = scratch;
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));
  // The run starts some 40 Node processes on the same modules (servers, scripts, test workers,
  // the build); Node's compile cache lets each after the first skip compiling what it imports.
  process.env.NODE_COMPILE_CACHE = join(scratch, 'node-compile-cache');
}
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const script = (name: string) => [process.execPath, [join(root, 'scripts', name)]] as const;
const reports = join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Step {
  title: string;
  command: string;
  args: readonly string[];
  env?: Record<string, string>;
}

interface Running {
  done: Promise<boolean>;
  stop(): void;
}

/** Starts a step; `quiet` keeps its output until it ends (the step beside another). */
function start(step: Step, quiet: boolean): Running {
  const started = performance.now();
  if (!quiet) console.log(`\n▶ ${step.title}`);
  const child: ChildProcess = spawn(step.command, step.args, {
    cwd: root,
    env: { ...process.env, ...step.env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  let stopped = false;
  const done = new Promise<boolean>((finish) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (quiet) {
        console.log(`\n▶ ${step.title} (ran alongside)`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`◀ ${step.title}: ${stopped ? 'stopped' : code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      finish(code === 0);
    });
  });
  return {
    done,
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopped = true;
      child.kill('SIGTERM');
    },
  };
}

/**
 * Runs `items` one after the other until one fails: a step is started (quiet: its output kept until
 * it ends); a step already running elsewhere is waited for, as a gate. Stopping the lane stops the
 * step it started last, never a gate, which its owner stops.
 */
function inTurn(items: readonly (Step | Running)[], quiet: boolean): Running {
  let current: Running | undefined;
  let stopped = false;
  const done = (async () => {
    for (const item of items) {
      if (stopped) return false;
      if ('done' in item) {
        if (!(await item.done)) return false;
        continue;
      }
      current = start(item, quiet);
      if (!(await current.done)) return false;
    }
    return true;
  })();
  return {
    done,
    stop() {
      stopped = true;
      current?.stop();
    },
  };
}

/** Waits for all of `running`; true when all pass. The first to fail stops the others. */
async function allOf(...running: Running[]): Promise<boolean> {
  const results = running.map((item) =>
    item.done.then((ok) => {
      if (!ok) for (const other of running) if (other !== item) other.stop();
      return ok;
    }),
  );
  return (await Promise.all(results)).every(Boolean);
}

const alone = (step: Step) => start(step, false).done;

/** One Vitest project, with its own JSON report for the closing count. */
const vitest = (title: string, project: 'unit' | 'api'): Step => ({
  title,
  command: bin('vitest'),
  args: [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `vitest-${project}.json`)}`,
  ],
});

/**
 * Some of Playwright's projects, with their own JSON report (`report`, in reports/) for the closing
 * count, and their own folder for traces: two runs overlap, and each empties its folder as it starts.
 */
const playwright = (title: string, report: string, projects: string[], workers?: number): Step => ({
  title,
  command: bin('playwright'),
  args: [
    'test',
    ...projects.flatMap((name) => ['--project', name]),
    ...(workers ? ['--workers', String(workers)] : []),
    '--output',
    join(root, 'test-results', report.replace(/\.json$/, '')),
  ],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, report) },
});
const JOURNEY_REPORTS = ['playwright-build-output.json', 'playwright-browser.json'] as const;

const [node, typecheck] = script('typecheck.ts');
const [, photos] = script('make-photos.ts');
const [, build] = script('build.ts');
const drawing = start({ title: 'photos', command: node, args: photos }, true);
const lanes = () => {
  const built = start({ title: 'build', command: node, args: build }, true);
  return allOf(
    built,
    inTurn(
      [
        vitest('API tests (PGlite, and PostgreSQL and Redis when named)', 'api'),
        built,
        playwright('browser journeys', JOURNEY_REPORTS[1], ['desktop', 'phone']),
      ],
      false,
    ),
    inTurn(
      [built, playwright('journeys without a browser (build output, HTTP)', JOURNEY_REPORTS[0], ['build output'], 1)],
      true,
    ),
  );
};
const ok =
  (await allOf(
    start({ title: 'types', command: node, args: typecheck }, false),
    start({ title: 'lint', command: bin('eslint'), args: ['--max-warnings=0', '.'] }, true),
  )) &&
  (await alone(vitest('unit and component tests', 'unit'))) &&
  (await drawing.done) &&
  (await lanes());

if (!ok) drawing.stop();

function counts(file: string, read: (report: never) => { passed: number; failed: number }) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, 'utf8')) as never);
}
const vitestCounts = (project: string) =>
  counts(join(reports, `vitest-${project}.json`), (r: { numPassedTests: number; numFailedTests: number }) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
  }));
const unit = vitestCounts('unit');
const api = vitestCounts('api');
// A journey that failed and passed on its retry is flaky: it counts as failed (the journeys'
// step fails too, playwright.config.ts's failOnFlakyTests), the retry being there for its trace.
const playwrightCounts = (file: string) =>
  counts(join(reports, file), (r: { stats: { expected: number; unexpected: number; flaky: number } }) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected + r.stats.flaky,
  }));
const e2e = JOURNEY_REPORTS.map(playwrightCounts).reduce((sum, part) => ({
  passed: sum.passed + part.passed,
  failed: sum.failed + part.failed,
}));
const passed = unit.passed + api.passed + e2e.passed;
const failed = unit.failed + api.failed + e2e.failed;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
if (!ok) console.log('A step failed: see the ◀ lines above.');
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);

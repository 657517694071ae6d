// `npm test`: every check a change must pass, in the order that fails fastest — lint and types,
// unit/component tests (seconds), API tests (minutes), the build, then the browser journeys —
// stopping at the first that fails, and one closing count.
//
// Steps that do not read each other's output run side by side, because no step alone keeps both
// cores of a 2-core CI machine busy: lint beside types (each single-threaded); the photos from the
// start until the API tests; the build beside the API tests, and the browser journeys as soon as
// the build is done, beside the API tests still running (each of the two used about half the
// machine alone: the API tests wait on databases and child processes, the journeys on browsers).
// The photos are drawn before the API tests start because one API suite builds the site from the
// same public/ folder (build-against-catalogue-api.test.ts): the build beside it then finds them
// up to date and writes none. A step beside another keeps its output until the one in front ends,
// so two do not interleave; the first failure stops the others.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
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
  /** Lets a quiet step's output through: what it held, then the rest as it comes. */
  speak(): void;
  stop(): void;
}

/**
 * Starts a step. A `quiet` one keeps its output until it ends or is let through (`speak`): the
 * step beside another, so two do not interleave.
 */
function start(step: Step, quiet: boolean): Running {
  const started = performance.now();
  if (!quiet) console.log(`\n▶ ${step.title}`);
  const child: ChildProcess = spawn(step.command, step.args, { cwd: root, env: { ...process.env, ...step.env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let held: Buffer[] | undefined = quiet ? [] : undefined;
  const out = (chunk: Buffer) => (held ? held.push(chunk) : process.stdout.write(chunk));
  child.stdout?.on('data', out);
  child.stderr?.on('data', out);
  const speak = () => {
    if (!held) return;
    console.log(`\n▶ ${step.title} (ran alongside)`);
    process.stdout.write(Buffer.concat(held));
    held = undefined;
  };
  let stopped = false;
  const done = new Promise<boolean>((finish) => {
    child.on('error', (error) => out(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      speak();
      console.log(`◀ ${step.title}: ${stopped ? 'stopped' : code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      finish(code === 0);
    });
  });
  return {
    done,
    speak,
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopped = true;
      child.kill('SIGTERM');
    },
  };
}

/** Runs `main` with `beside` alongside it; true when both pass. The first to fail stops the other. */
async function together(main: Step, beside: Step): Promise<boolean> {
  const steps = [start(main, false), start(beside, true)];
  const results = steps.map((step, index) =>
    step.done.then((ok) => {
      if (!ok) steps[1 - index]!.stop();
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
  args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `vitest-${project}.json`)}`],
});

const [node, typecheck] = script('typecheck.ts');
const [, photos] = script('make-photos.ts');
const [, build] = script('build.ts');
const journeys: Step = { title: 'browser journeys', command: bin('playwright'), args: ['test'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') } };

/**
 * The API tests, and beside them the build and then the journeys, which need the build. The API
 * tests print as they run; the build's and the journeys' output follows when the API tests end.
 */
async function apiBuildAndJourneys(): Promise<boolean> {
  const api = start(vitest('API tests (PGlite, and PostgreSQL and Redis when named)', 'api'), false);
  let beside = start({ title: 'build', command: node, args: build }, true);
  let failed = false;
  const fail = (ok: boolean) => {
    if (!ok && !failed) {
      failed = true;
      api.stop();
      beside.stop();
    }
    return ok;
  };
  const apiOk = api.done.then(fail).finally(() => beside.speak());
  const builtAndWalked = beside.done.then(fail).then(async (built) => {
    if (!built || failed) return false;
    beside = start(journeys, true);
    if (await Promise.race([apiOk.then(() => true), beside.done.then(() => false)])) beside.speak();
    return fail(await beside.done);
  });
  return (await Promise.all([apiOk, builtAndWalked])).every(Boolean);
}

const drawing = start({ title: 'photos', command: node, args: photos }, true);
const ok =
  (await together({ title: 'types', command: node, args: typecheck }, { title: 'lint', command: bin('eslint'), args: ['--max-warnings=0', '.'] })) &&
  (await alone(vitest('unit and component tests', 'unit'))) &&
  (await drawing.done) &&
  (await apiBuildAndJourneys());

if (!ok) drawing.stop();

function counts(file: string, read: (report: never) => { passed: number; failed: number }) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, 'utf8')) as never);
}
const vitestCounts = (project: string) =>
  counts(join(reports, `vitest-${project}.json`), (r: { numPassedTests: number; numFailedTests: number }) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const unit = vitestCounts('unit');
const api = vitestCounts('api');
const e2e = counts(join(reports, 'playwright.json'), (r: { stats: { expected: number; unexpected: number; flaky: number } }) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
}));
const passed = unit.passed + api.passed + e2e.passed;
const failed = unit.failed + api.failed + e2e.failed;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
if (!ok) console.log('A step failed: see the ◀ lines above.');
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);

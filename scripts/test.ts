// `npm test`: every check a change must pass, in the order that fails fastest — lint, types,
// unit/component tests (seconds), API tests (a minute or more), the build, then the browser
// journeys — stopping at the first that fails, and one closing count.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const reports = join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function step(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  console.log(`◀ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function counts(file: string, read: (report: never) => { passed: number; failed: number }) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, 'utf8')) as never);
}

/** One Vitest project, with its own JSON report for the closing count. */
function vitest(title: string, project: 'unit' | 'api') {
  return step(title, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `vitest-${project}.json`)}`]);
}

const ok =
  step('lint', bin('eslint'), ['--max-warnings=0', '.']) &&
  step('types', process.execPath, [join(root, 'scripts', 'typecheck.ts')]) &&
  vitest('unit and component tests', 'unit') &&
  vitest('API tests (PGlite, and PostgreSQL and Redis when named)', 'api') &&
  step('build', process.execPath, [join(root, 'scripts', 'build.ts')]) &&
  step('browser journeys', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') });

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

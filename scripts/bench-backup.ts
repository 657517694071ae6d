// `npm run bench:backup`: `npm run db:backup` and `npm run db:restore` of the demo catalogue,
// seeded into a temporary PGlite folder (and, when TEST_DATABASE_URL or DATABASE_URL names a
// PostgreSQL server, into a temporary database there, restored into a second one; both dropped at
// the end). Prints each command's wall and CPU time (the whole process tree: npm, Node, pg_dump)
// and the backup file's size. The control, in the same run, is the start-up every npm script
// pays: `npm exec -- node -e 0`.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { recordBenchmark } from './bench/benchmarks-doc.ts';
import { formatTime, timeCommand, type CommandTime } from './bench/time-command.ts';

const benchmark = recordBenchmark(
  'bench:backup',
  'the start-up every npm script pays, `npm exec -- node -e 0`, in the same run.',
);

const root = resolve(import.meta.dirname, '..');
const temp = mkdtempSync(join(tmpdir(), 'bench-backup-'));
const load = () => loadavg()[0]!.toFixed(1);
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const { DATABASE_URL: _unused, ...envWithoutUrl } = process.env;

async function timed(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandTime> {
  const before = load();
  const run = await timeCommand(command, args, { cwd: root, env });
  if (run.exitCode !== 0) throw new Error(`${label} failed (exit ${run.exitCode}):\n${run.output}`);
  console.log(`${label.padEnd(42)} ${formatTime(run).padEnd(26)} (load average ${before} → ${load()})`);
  return run;
}

const kb = (file: string) => `${(statSync(file).size / 1024).toFixed(0)} KB`;

async function pglite(): Promise<void> {
  const env = { ...envWithoutUrl, PGLITE_DIR: join(temp, 'pglite') };
  const file = join(temp, 'pglite.tar.gz');
  await timed('PGlite: npm run seed', 'npm', ['run', '--silent', 'seed'], env);
  await timed('PGlite: npm run db:backup', 'npm', ['run', '--silent', 'db:backup', '--', '--out', file], env);
  console.log(`PGlite: backup file ${kb(file)}`);
  await timed('PGlite: npm run db:restore (empty folder)', 'npm', ['run', '--silent', 'db:restore', '--', file], {
    ...env,
    PGLITE_DIR: join(temp, 'pglite-restored'),
  });
  await timed('PGlite: npm run db:restore --force', 'npm', ['run', '--silent', 'db:restore', '--', file, '--force'], {
    ...env,
    PGLITE_DIR: join(temp, 'pglite-restored'),
  });
}

async function postgres(url: string): Promise<void> {
  const names = [`bench_backup_${process.pid}_a`, `bench_backup_${process.pid}_b`];
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const urlOf = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  try {
    for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
    const file = join(temp, 'postgres.dump');
    const from = { ...process.env, DATABASE_URL: urlOf(names[0]!) };
    await timed('PostgreSQL: npm run seed', 'npm', ['run', '--silent', 'seed'], from);
    await timed('PostgreSQL: npm run db:backup', 'npm', ['run', '--silent', 'db:backup', '--', '--out', file], from);
    console.log(`PostgreSQL: backup file ${kb(file)}`);
    const into = { ...process.env, DATABASE_URL: urlOf(names[1]!) };
    await timed('PostgreSQL: npm run db:restore (empty)', 'npm', ['run', '--silent', 'db:restore', '--', file], into);
    await timed(
      'PostgreSQL: npm run db:restore --force',
      'npm',
      ['run', '--silent', 'db:restore', '--', file, '--force'],
      into,
    );
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

try {
  await timed('control: npm exec -- node -e 0', 'npm', ['exec', '--offline', '--', 'node', '-e', '0'], process.env);
  await pglite();
  if (serverUrl) await postgres(serverUrl);
  else console.log('PostgreSQL: not measured (no TEST_DATABASE_URL or DATABASE_URL)');
  benchmark.measured();
} finally {
  rmSync(temp, { recursive: true, force: true });
}

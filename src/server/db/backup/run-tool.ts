import { spawn } from 'node:child_process';
import { BackupError } from './backup-error.ts';

/**
 * Runs pg_dump or pg_restore and resolves when it exits 0; otherwise fails with what it printed.
 * `shown` is the command as it may be printed (the database URL without its password).
 */
export function runTool(command: string, args: readonly string[], shown: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`
            : `${shown}: ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code) => {
      if (code === 0) done();
      else fail(new BackupError(`${shown} failed (exit ${code}): ${errors.trim() || 'no message'}`));
    });
  });
}

/**
 * Pipes `prologue` and then pg_restore's SQL for `file` into psql, as one transaction that stops at
 * the first error: either all of it happens or none.
 */
export function runRestoreScript(
  tools: { pgRestore: string; psql: string },
  file: string,
  databaseUrl: string,
  prologue: string,
  shown: string,
): Promise<void> {
  return new Promise((done, fail) => {
    const psql = spawn(
      tools.psql,
      ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--dbname=${databaseUrl}`],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    const restore = spawn(tools.pgRestore, ['--no-owner', '--no-privileges', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    const collect = (chunk: Buffer) => (errors += chunk.toString());
    psql.stderr.on('data', collect);
    restore.stderr.on('data', collect);
    let failed = false;
    const failWith = (error: NodeJS.ErrnoException, command: string) => {
      if (failed) return;
      failed = true;
      restore.kill();
      psql.kill();
      fail(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`
            : `${shown}: ${error.message}`,
        ),
      );
    };
    psql.on('error', (error) => failWith(error, tools.psql));
    restore.on('error', (error) => failWith(error, tools.pgRestore));
    // psql may stop reading at its first error: what it did not read is not needed.
    psql.stdin.on('error', () => undefined);
    psql.stdin.write(prologue);
    restore.stdout.pipe(psql.stdin);
    let restoreCode: number | null = null;
    restore.on('exit', (code) => (restoreCode = code));
    psql.on('close', (code) => {
      if (failed) return;
      if (code === 0 && restoreCode === 0) done();
      else
        fail(
          new BackupError(
            `${shown} failed (pg_restore exit ${restoreCode}, psql exit ${code}), nothing was changed: ${errors.trim() || 'no message'}`,
          ),
        );
    });
  });
}

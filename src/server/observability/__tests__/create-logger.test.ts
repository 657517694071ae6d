import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bufferedDestination, createLogger, LOG_BUFFER_BYTES, LOG_FLUSH_MS } from '../create-logger.ts';

const temp = mkdtempSync(join(tmpdir(), 'linguatrips-logger-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const root = resolve(import.meta.dirname, '../../../..');
const lines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the buffered JSON log', () => {
  it('writes a quiet server’s few lines within a flush period, whole and in order', async () => {
    const file = join(temp, 'quiet.log');
    const logger = createLogger({ destination: bufferedDestination(file) });
    logger.info({ n: 1 }, 'request');
    logger.info({ n: 2 }, 'request');
    await vi.waitFor(() => expect(lines(readFileSync(file, 'utf8'))).toHaveLength(2), {
      timeout: LOG_FLUSH_MS * 5,
      interval: 50,
    });
    expect(lines(readFileSync(file, 'utf8')).map((line) => [line.n, line.msg])).toEqual([
      [1, 'request'],
      [2, 'request'],
    ]);
  });

  it('writes a busy server’s lines in chunks of whole lines', async () => {
    const file = join(temp, 'busy.log');
    const logger = createLogger({ destination: bufferedDestination(file) });
    const count = Math.ceil((LOG_BUFFER_BYTES * 3) / 100);
    for (let n = 0; n < count; n++) logger.info({ n, route: '/:culture/:language/' }, 'request');
    await vi.waitFor(() => expect(lines(readFileSync(file, 'utf8'))).toHaveLength(count), {
      timeout: LOG_FLUSH_MS * 5,
      interval: 50,
    });
    expect(lines(readFileSync(file, 'utf8')).map((line) => line.n)).toEqual(Array.from({ length: count }, (_, n) => n));
  });

  it('loses no line when the process ends on its own right after writing it (stdout a pipe)', () => {
    const script = `
      const { createLogger } = await import(${JSON.stringify(join(root, 'src/server/observability/create-logger.ts'))});
      const logger = createLogger();
      for (let n = 0; n < 3; n++) logger.info({ n }, 'last words');
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(child.status).toBe(0);
    expect(child.stderr).toBe('');
    expect(lines(child.stdout).map((line) => [line.n, line.msg])).toEqual([
      [0, 'last words'],
      [1, 'last words'],
      [2, 'last words'],
    ]);
  });

  it('loses no line when the process exits right after writing it (stdout a pipe)', () => {
    const script = `
      const { createLogger } = await import(${JSON.stringify(join(root, 'src/server/observability/create-logger.ts'))});
      const logger = createLogger();
      for (let n = 0; n < 3; n++) logger.info({ n }, 'last words');
      process.exit(3);
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(child.status).toBe(3);
    expect(lines(child.stdout).map((line) => [line.n, line.msg])).toEqual([
      [0, 'last words'],
      [1, 'last words'],
      [2, 'last words'],
    ]);
  });
});

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NATIVE_ALLOCATOR_ENV } from '../native-allocator-env.ts';

/** The purge delay that Vite's bundler (rolldown, whose binding links mimalloc) reports it runs with, in an environment. */
function bundlerPurgeDelay(env: Record<string, string>): string | undefined {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('rolldown')"], {
    env: { ...process.env, MIMALLOC_PURGE_DELAY: '', ...env, MIMALLOC_VERBOSE: '1' },
    encoding: 'utf8',
  });
  expect(child.status).toBe(0);
  return /option 'purge_delay': (\d+)/.exec(child.stderr)?.[1];
}

describe('the render process environment for the native allocator', () => {
  it("makes the bundler's allocator give freed memory back at once", () => {
    expect(bundlerPurgeDelay({ ...NATIVE_ALLOCATOR_ENV })).toBe('0');
  });

  it('is what changes it: without it the allocator waits', () => {
    expect(Number(bundlerPurgeDelay({}))).toBeGreaterThan(0);
  });
});

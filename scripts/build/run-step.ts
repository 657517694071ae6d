import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * Runs one step of the build (a script of the repository, with its Node flags and arguments) in a
 * Node of its own, its output shown as it comes, and throws when it fails: whatever memory the
 * step grew ends with it instead of staying under the steps after it.
 */
export function runStep(what: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): void {
  const step = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (step.error) throw step.error;
  if (step.status !== 0) throw new Error(`${what} failed (exit code ${step.status ?? step.signal})`);
}

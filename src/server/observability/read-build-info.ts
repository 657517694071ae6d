import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** What is running: the package's version, the commit when known, and Node's version. */
export interface BuildInfo {
  version: string;
  commit: string;
  node: string;
}

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * The build_info metric's labels, read once at start: the commit is BUILD_COMMIT when the
 * deployment sets it (a copy without .git), else git's answer in a checkout, else 'unknown'.
 */
export function readBuildInfo(commit: string | undefined): BuildInfo {
  const { version } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string };
  return { version, commit: commit ?? gitCommit() ?? 'unknown', node: process.version };
}

function gitCommit(): string | undefined {
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd: ROOT,
        timeout: 2_000,
        stdio: ['ignore', 'pipe', 'ignore'],
        encoding: 'utf8',
      }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

// `npm run typecheck`: Astro's checker for .astro files, then tsc for everything else.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const run = (name: string, args: string[]) => spawnSync(join(root, 'node_modules', '.bin', name), args, { stdio: 'inherit', cwd: root }).status === 0;
const ok = run('astro', ['check', '--minimumSeverity', 'warning']) && run('tsc', ['--noEmit', '-p', '.']);
process.exit(ok ? 0 : 1);

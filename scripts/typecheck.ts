// `npm run typecheck`: Astro's checker, which type-checks every file of tsconfig.json — the .astro
// files and the .ts/.tsx ones alike, with the same compiler and options as tsc (an error in a
// test file or an unused local fails it too). A `tsc --noEmit` after it checked the .ts files a
// second time: 18 of the step's 47 s of CPU (README, Tests).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const ok = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['check', '--minimumSeverity', 'warning'], { stdio: 'inherit', cwd: root }).status === 0;
process.exit(ok ? 0 : 1);

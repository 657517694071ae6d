// `npm run build`, and every script or test that builds: runs the build (scripts/build/run-build.ts,
// its options passed on) in a Node of its own with the flags it needs, which a running Node cannot
// take later: WASM_FLAGS for PGlite's memory, and --expose-gc so the build can drop the content
// check's garbage before the render (README: Figures, build memory). Exits with the build's code.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { WASM_FLAGS } from './build/wasm-flags.ts';

const build = spawnSync(process.execPath, [...WASM_FLAGS, '--expose-gc', join(import.meta.dirname, 'build', 'run-build.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
if (build.error) throw build.error;
process.exit(build.status ?? 1);

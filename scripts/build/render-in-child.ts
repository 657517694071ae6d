import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { RenderReport } from './render-site.ts';
import { NATIVE_ALLOCATOR_ENV } from './native-allocator-env.ts';
import { RENDER_HEAP_FLAGS } from './render-heap-flags.ts';
import { WASM_FLAGS } from './wasm-flags.ts';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * Renders the site into `buildDir` in a child Node (scripts/build/render-site.ts, with the flags
 * PGlite's memory and its heap need, and the environment of the bundler's allocator) and
 * resolves with its report once it has ended, so its memory is gone before whatever the build
 * does next. Rejects when it fails or ends without reporting, or is killed through `signal`.
 */
export function renderInChild(
  buildDir: string,
  env: NodeJS.ProcessEnv = process.env,
  signal?: AbortSignal,
): Promise<RenderReport> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [...WASM_FLAGS, ...RENDER_HEAP_FLAGS, join(root, 'scripts', 'build', 'render-site.ts'), buildDir],
      {
        cwd: root,
        env: { ...env, ...NATIVE_ALLOCATOR_ENV },
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
        // Another render of the same build failed: this one's pages are no use.
        ...(signal ? { signal, killSignal: 'SIGKILL' as const } : {}),
      },
    );
    let report: RenderReport | undefined;
    child.on('message', (message) => {
      report = message as RenderReport;
    });
    child.on('error', reject);
    // 'close', not 'exit': by then the IPC channel has delivered the report.
    child.on('close', (code, signal) => {
      if (code === 0 && report) resolvePromise(report);
      else reject(new Error(`the render failed (exit code ${code ?? signal}${code === 0 ? ', no report' : ''})`));
    });
  });
}

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { RENDER_HEAP_FLAGS } from '../render-heap-flags.ts';
import { WASM_FLAGS } from '../wasm-flags.ts';

describe("the render process's heap flags", () => {
  it('are flags this Node accepts, beside the WebAssembly ones (a flag V8 dropped would stop the render before it starts)', () => {
    const child = spawnSync(
      process.execPath,
      [
        ...WASM_FLAGS,
        ...RENDER_HEAP_FLAGS,
        '-e',
        "process.stdout.write(String(require('node:v8').getHeapStatistics().used_heap_size > 0))",
      ],
      { encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(child.stdout).toBe('true');
  });

  it('are told apart from a flag Node does not know', () => {
    const child = spawnSync(process.execPath, ['--heap-growing-percentage=150', '-e', '0'], { encoding: 'utf8' });
    expect(child.status).not.toBe(0);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESM_ONLY_PACKAGES, NODE_MODULES } from '../register-esm-format-shortcut.ts';

/** Every package.json under a folder, node_modules of its own included. */
function packageJsonFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (path) => path === 'package.json' || path.endsWith('/package.json'),
  );
}

// The shortcut answers "module" for every relative .js import inside these packages; that holds
// only while each has one package.json and it says "type": "module". An upgrade that changes
// either fails here, not at the server's start.
describe('the packages the ESM format shortcut applies to', () => {
  it.each(ESM_ONLY_PACKAGES)('%s is ES modules only: one package.json, type module', (name) => {
    const root = fileURLToPath(new URL(`${name}/`, NODE_MODULES));
    expect(packageJsonFiles(root)).toEqual(['package.json']);
    expect((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { type?: string }).type).toBe('module');
  });
});

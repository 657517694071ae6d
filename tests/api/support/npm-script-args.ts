import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/**
 * The arguments after `node` of one of package.json's scripts, with the script's path made
 * absolute, so a test runs the command `npm run` runs (its Node flags included) with this
 * process's Node: "node --liftoff-only scripts/seed.ts" gives ['--liftoff-only', '/…/scripts/seed.ts'].
 */
export function npmScriptArgs(name: string): string[] {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  const [command, ...args] = scripts[name]!.split(' ');
  if (command !== 'node') throw new Error(`npm run ${name} is not a node command: ${scripts[name]}`);
  return args.map((arg) => (arg.startsWith('scripts/') ? join(root, arg) : arg));
}

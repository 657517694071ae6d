import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A whole-number command-line option in [min, max], or an error naming the option and its range. */
export function wholeOption(name: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return number;
}

/** The built site the benchmarks serve (root/dist); exits with what to run when it is missing. */
export function builtDist(root: string, command: string): string {
  const distDir = join(root, 'dist');
  if (!existsSync(join(distDir, 'client')) || !existsSync(join(distDir, 'server', 'entry.mjs'))) {
    console.error(`dist/ is missing or incomplete: run \`npm run build\` first, then \`npm run ${command}\`.`);
    process.exit(1);
  }
  return distDir;
}

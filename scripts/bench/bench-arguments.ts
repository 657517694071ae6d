import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A whole-number command-line option in [min, max], or an error naming the option and its range. */
export function wholeOption(name: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
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

/** The load of a benchmark run: rounds of `seconds` per phase at `connections`, after `warmup` seconds. */
export interface BenchRounds {
  seconds: number;
  rounds: number;
  warmup: number;
  connections: number;
}

type StringOptions = Record<string, { type: 'string'; default?: string }>;

/**
 * The command line of a load benchmark: the round options every one of them takes (--seconds,
 * --rounds, --warmup, --connections, with this benchmark's defaults) and its own string options
 * (`extra`), each checked; an unknown option is an error.
 */
export function benchRoundOptions<Extra extends StringOptions>(
  defaults: Partial<BenchRounds>,
  extra: Extra = {} as Extra,
  args: string[] = process.argv.slice(2),
): BenchRounds & { values: { [K in keyof Extra]: Extra[K]['default'] extends string ? string : string | undefined } } {
  const { values } = parseArgs({
    args,
    options: {
      ...extra,
      seconds: { type: 'string', default: String(defaults.seconds ?? 5) },
      rounds: { type: 'string', default: String(defaults.rounds ?? 3) },
      warmup: { type: 'string', default: String(defaults.warmup ?? 2) },
      connections: { type: 'string', default: String(defaults.connections ?? 32) },
    },
  });
  const text = values as Record<string, string | undefined>;
  return {
    seconds: wholeOption('seconds', text.seconds!, 1, 60),
    rounds: wholeOption('rounds', text.rounds!, 1, 20),
    warmup: wholeOption('warmup', text.warmup!, 0, 30),
    connections: wholeOption('connections', text.connections!, 1, 256),
    values: text as never,
  };
}

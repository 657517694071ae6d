// Wall and CPU time of a command and every process under it. Node reports no CPU of a child's
// children, so the command runs under bash, whose `times` builtin prints the user and system time
// of every child it waited for, grandchildren included (npm → node → vitest workers).
import { spawn } from 'node:child_process';

export interface CommandTime {
  readonly wallS: number;
  readonly userS: number;
  readonly systemS: number;
  readonly cpuS: number;
  readonly exitCode: number;
  /** What the command printed, stdout and stderr together. */
  readonly output: string;
}

/** `times`' second line (the children's user and system time, e.g. `1m2.500s 0m0.250s`) in seconds. */
export function parseChildTimes(times: string): { userS: number; systemS: number } {
  const lines = times.trim().split('\n');
  const match = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(lines[1]?.trim() ?? '');
  if (!match) throw new Error(`not the output of bash's times: ${JSON.stringify(times)}`);
  return { userS: Number(match[1]) * 60 + Number(match[2]), systemS: Number(match[3]) * 60 + Number(match[4]) };
}

/** Runs `command args…` and measures it; its output goes to fd 2 of bash so that stdout holds only `times`. */
export async function timeCommand(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<CommandTime> {
  const child = spawn('bash', ['-c', '"$@" 1>&2; status=$?; times; exit $status', 'bash', command, ...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let times = '';
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (times += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = performance.now();
  const exitCode = await new Promise<number>((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => done(code ?? 1));
  });
  const wallS = (performance.now() - started) / 1000;
  const { userS, systemS } = parseChildTimes(times);
  return { wallS, userS, systemS, cpuS: userS + systemS, exitCode, output };
}

/** `12.3 s wall, 20.1 s CPU` */
export function formatTime(time: CommandTime): string {
  return `${time.wallS.toFixed(1)} s wall, ${time.cpuS.toFixed(1)} s CPU`;
}

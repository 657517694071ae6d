import { fork } from 'node:child_process';
import { mkdirSync, openSync, closeSync } from 'node:fs';
import { dirname } from 'node:path';

/** What a benchmark's server process (bench-server.ts, control-server.ts) reports over IPC. */
export type ChildServerMessage = { type: 'listening'; url: string } | { type: 'cpu'; micros: number };

export interface ChildServer {
  url: string;
  /** CPU time (user + system) the process has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Named in the errors: 'the bench server', 'the control server'. */
  name: string;
  timeoutMs: number;
  /**
   * Where the process's stdout goes (its request log): a file, truncated first. The server still
   * writes every line, which is part of what a request costs; the terminal only shows the figures.
   */
  logFile?: string | undefined;
}

/**
 * Forks `module` with this Node and `args`, waits (at most `timeoutMs`) for it to report that it
 * listens, and then asks it for its CPU time or closes it (closing the IPC channel asks it to
 * close itself; a stuck one is killed after 10 s).
 */
export async function startChildServer(
  module: URL,
  args: readonly string[],
  { name, timeoutMs, logFile }: ChildServerOptions,
): Promise<ChildServer> {
  let stdout: number | 'inherit' = 'inherit';
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    stdout = openSync(logFile, 'w');
  }
  const child = fork(module, [...args], { stdio: ['ignore', stdout, 'inherit', 'ipc'] });
  // The child holds its own copy of the descriptor.
  if (typeof stdout === 'number') closeSync(stdout);
  const next = <T extends ChildServerMessage['type']>(type: T, ms: number) =>
    new Promise<Extract<ChildServerMessage, { type: T }>>((done, fail) => {
      const timer = setTimeout(() => finish(new Error(`${name} sent no '${type}' within ${ms} ms`)), ms);
      const onMessage = (message: ChildServerMessage) => {
        if (message.type === type) finish(undefined, message as Extract<ChildServerMessage, { type: T }>);
      };
      const onExit = (code: number | null) => finish(new Error(`${name} exited (code ${code}) before '${type}'`));
      function finish(error?: Error, message?: Extract<ChildServerMessage, { type: T }>) {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (error) fail(error);
        else done(message!);
      }
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  let listening: Extract<ChildServerMessage, { type: 'listening' }>;
  try {
    listening = await next('listening', timeoutMs);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    url: listening.url,
    async cpuMicros() {
      const reply = next('cpu', 5000);
      child.send('cpu');
      return (await reply).micros;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.disconnect();
      const timer = setTimeout(() => child.kill(), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

import { fork } from 'node:child_process';
import type { BenchServerMessage } from './bench-server.ts';

export interface BenchServer {
  url: string;
  /** CPU time (user + system) the server process has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** Forks bench-server.ts with this Node and waits, at most `timeoutMs`, for it to listen. */
export async function startBenchServer(options: { distDir: string; contentDir: string; databaseUrl?: string | undefined; timeoutMs?: number }): Promise<BenchServer> {
  const child = fork(new URL('./bench-server.ts', import.meta.url), [options.distDir, options.contentDir, options.databaseUrl ?? ''], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = <T extends BenchServerMessage['type']>(type: T, timeoutMs: number) =>
    new Promise<Extract<BenchServerMessage, { type: T }>>((done, fail) => {
      const timer = setTimeout(() => finish(new Error(`the bench server sent no '${type}' within ${timeoutMs} ms`)), timeoutMs);
      const onMessage = (message: BenchServerMessage) => {
        if (message.type === type) finish(undefined, message as Extract<BenchServerMessage, { type: T }>);
      };
      const onExit = (code: number | null) => finish(new Error(`the bench server exited (code ${code}) before '${type}'`));
      function finish(error?: Error, message?: Extract<BenchServerMessage, { type: T }>) {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (error) fail(error);
        else done(message!);
      }
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  let listening: Extract<BenchServerMessage, { type: 'listening' }>;
  try {
    listening = await next('listening', options.timeoutMs ?? 120_000);
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
      // Closing the IPC channel asks the server to close itself; a stuck one is killed.
      child.disconnect();
      const timer = setTimeout(() => child.kill(), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

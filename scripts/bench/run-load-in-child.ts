import { fork } from 'node:child_process';
import type { LoadOptions, LoadResult } from './run-load.ts';

/** runLoad in a fresh process (load-process.ts) that holds nothing but the paths. */
export function runLoadInChild(options: LoadOptions): Promise<LoadResult> {
  return new Promise((done, fail) => {
    const child = fork(new URL('./load-process.ts', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // The phase's own length, plus time to start and to report; a stuck generator is killed.
    const timer = setTimeout(() => child.kill(), (options.seconds + 60) * 1000);
    let result: LoadResult | undefined;
    child.once('message', (message: Omit<LoadResult, 'statuses'> & { statuses: [number, number][] }) => {
      result = { ...message, statuses: new Map(message.statuses) };
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (result) done(result);
      else fail(new Error(`the load generator exited (code ${code}) without a result`));
    });
    child.send(options);
  });
}

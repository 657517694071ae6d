import { fork } from 'node:child_process';
import type { ControlRoute, ControlServerMessage } from './control-server.ts';

export interface ControlServer {
  url: string;
  /** CPU time (user + system) the control process has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** Forks control-server.ts with these routes and waits, at most 30 s, for it to listen. */
export async function startControlServer(routes: readonly ControlRoute[]): Promise<ControlServer> {
  const child = fork(new URL('./control-server.ts', import.meta.url), [JSON.stringify(routes)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill();
      fail(new Error('the control server did not listen within 30 s'));
    }, 30_000);
    child.once('message', (message: ControlServerMessage) => {
      clearTimeout(timer);
      if (message.type === 'listening') done(message.url);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the control server exited (code ${code}) before listening`));
    });
  });
  return {
    url,
    cpuMicros: () =>
      new Promise((done, fail) => {
        const timer = setTimeout(() => fail(new Error('the control server did not report its CPU time within 5 s')), 5000);
        const onMessage = (message: ControlServerMessage) => {
          if (message.type !== 'cpu') return;
          clearTimeout(timer);
          child.off('message', onMessage);
          done(message.micros);
        };
        child.on('message', onMessage);
        child.send('cpu');
      }),
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

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../../src/server/main.ts', import.meta.url));

/** The production server (`npm run serve`) as a child process, for tests that kill, stop or starve it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed, both streams. */
  output(): string;
  /** Resolves with the exit code and signal once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Polls /api/ready until it answers 200, or fails after `ms`. */
  waitReady(ms?: number): Promise<void>;
}

/** Starts src/server/main.ts on `port` over the built site in dist/, with these settings on top of the environment. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    // No rate limits unless the test sets them: its bookings all come from 127.0.0.1. The log at
    // info (test's default is silent): a test reads what the server says (output()).
    env: {
      ...process.env,
      ENVIRONMENT_NAME: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    async waitReady(ms = 60_000) {
      const limit = Date.now() + ms;
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the server exited while starting:\n${output}`);
        const status = await fetch(`${url}/api/ready`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return;
        if (Date.now() > limit) throw new Error(`the server was not ready within ${ms} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
  return server;
}

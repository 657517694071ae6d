import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface RunningNginx {
  url: string;
  child: ChildProcess;
  /** Its error log so far. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground as the current user, with everything it writes (pid, logs, temp
 * folders) under a temporary prefix, and `site` (the rendered deploy/nginx template) as its one
 * server. The main context is what Debian's /etc/nginx/nginx.conf would give it. For the
 * deployment test (tests/e2e/nginx-deployment.http.spec.ts) and npm run bench:nginx.
 */
export async function startNginx(
  nginx: string,
  port: number,
  site: string,
  brotliModule: string | undefined,
  workers: number | 'auto' = 1,
): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'linguatrips-nginx-'));
  for (const folder of ['logs', 'temp']) mkdirSync(join(prefix, folder));
  writeFileSync(join(prefix, 'linguatrips.conf'), site);
  // Started by root, nginx would hand its workers to `nobody`, who may not read the build.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${brotliModule ? `load_module ${brotliModule};\n` : ''}${user}daemon off;
worker_processes ${workers};
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
    access_log off;
    sendfile on;
    client_body_temp_path ${join(prefix, 'temp', 'body')};
    proxy_temp_path ${join(prefix, 'temp', 'proxy')};
    fastcgi_temp_path ${join(prefix, 'temp', 'fastcgi')};
    uwsgi_temp_path ${join(prefix, 'temp', 'uwsgi')};
    scgi_temp_path ${join(prefix, 'temp', 'scgi')};
    include ${join(prefix, 'linguatrips.conf')};
}
`,
  );
  const args = ['-p', prefix, '-e', join(prefix, 'logs', 'error.log'), '-c', join(prefix, 'nginx.conf')];
  const errors = () => {
    try {
      return readFileSync(join(prefix, 'logs', 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const child = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const limit = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited at start (${nginx} ${args.join(' ')}):\n${output}\n${errors()}`);
    const answered = await fetch(`${url}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > limit) throw new Error(`nginx did not answer on ${url} within 15 s:\n${output}\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    errors,
    async stop() {
      // QUIT: a graceful stop of the master and its worker.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

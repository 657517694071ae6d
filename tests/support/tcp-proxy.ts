import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of a real server (PostgreSQL here), so a test can make the database go
 * silent (bytes stop flowing both ways, as with a frozen host), drop every connection (as with a
 * restart or a network cut), or refuse new ones — and then bring it back.
 */
export interface TcpProxy {
  port: number;
  /** Stop passing bytes on every connection, old and new, until resume(). */
  freeze(): void;
  resume(): void;
  /** Cut every open connection now; new ones are still accepted. */
  dropAll(): void;
  /** Refuse new connections (and cut open ones) until resume(). */
  refuse(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let frozen = false;
  let refusing = false;

  const server: Server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    if (frozen) {
      client.pause();
      upstream.pause();
    }
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));

  const setPaused = (paused: boolean) => {
    for (const { client, upstream } of pairs) {
      if (paused) {
        client.pause();
        upstream.pause();
      } else {
        client.resume();
        upstream.resume();
      }
    }
  };
  const dropAll = () => {
    for (const { client, upstream } of [...pairs]) {
      client.destroy();
      upstream.destroy();
    }
  };
  return {
    port: (server.address() as AddressInfo).port,
    freeze() {
      frozen = true;
      setPaused(true);
    },
    resume() {
      frozen = false;
      refusing = false;
      setPaused(false);
    },
    dropAll,
    refuse() {
      refusing = true;
      dropAll();
    },
    close() {
      dropAll();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

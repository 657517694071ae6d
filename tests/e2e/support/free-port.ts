import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP port of 127.0.0.1 that was free a moment ago, for a child server that needs its port up front. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

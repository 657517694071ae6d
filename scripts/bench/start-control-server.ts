import type { ControlRoute } from './control-server.ts';
import { startChildServer, type ChildServer } from './start-child-server.ts';

export type ControlServer = ChildServer;

/** The control (control-server.ts) with these routes, in a process of its own, listening within 30 s. */
export function startControlServer(routes: readonly ControlRoute[]): Promise<ControlServer> {
  return startChildServer(new URL('./control-server.ts', import.meta.url), [JSON.stringify(routes)], {
    name: 'the control server',
    timeoutMs: 30_000,
  });
}

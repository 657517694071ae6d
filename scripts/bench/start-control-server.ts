import type { ControlFramework, ControlRoute } from './control-server.ts';
import { startChildServer, type ChildServer } from './start-child-server.ts';

export type ControlServer = ChildServer;

/** The control (control-server.ts) with these routes, through bare Hono or bare node:http, in a process of its own, listening within 30 s. */
export function startControlServer(
  routes: readonly ControlRoute[],
  framework: ControlFramework = 'hono',
): Promise<ControlServer> {
  return startChildServer(new URL('./control-server.ts', import.meta.url), [JSON.stringify(routes), framework], {
    name: 'the control server',
    timeoutMs: 30_000,
  });
}

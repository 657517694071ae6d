/**
 * What a running process knows about itself and its readiness check reports: set when SIGTERM
 * arrives, so load balancers stop sending new requests while those in flight finish.
 */
export interface ServerState {
  shuttingDown: boolean;
}

/** A process that is not stopping. */
export function newServerState(): ServerState {
  return { shuttingDown: false };
}

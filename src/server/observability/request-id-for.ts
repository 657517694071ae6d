import { randomUUID } from 'node:crypto';

// What a load balancer or a client might send (a UUID, a trace id, nginx's $request_id), and
// nothing that could break a log line or a header: no spaces, quotes or control characters.
const SANE = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming X-Request-Id when it is a sane one (so a proxy's id follows the request), else a new UUID. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && SANE.test(value) ? value : randomUUID();
}

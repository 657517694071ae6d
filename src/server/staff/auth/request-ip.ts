import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { StaffService } from '../staff-service.ts';

/** The client IP of an API request: the Node connection's address (or X-Forwarded-For by TRUST_PROXY). */
export function requestIp(c: Context, staff: StaffService): string {
  // @hono/node-server hands Node's request over as env.incoming; an in-process app.request() has none.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return staff.clientIp(c.req.header('x-forwarded-for'), incoming?.socket?.remoteAddress);
}

import { CLIENT_IP_HEADER } from '#server/staff/auth/create-staff-auth.ts';
import type { StaffRequest } from './staff-member.ts';

/**
 * The headers better-auth is given for a call: the session cookie, the user agent (stored with
 * the session) and the client IP the server worked out. Built afresh, so a client cannot pass
 * an IP of its choosing through to the session row.
 */
export function authHeaders(request: StaffRequest): Headers {
  const headers = new Headers({ [CLIENT_IP_HEADER]: request.ip });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const agent = request.headers.get('user-agent');
  if (agent) headers.set('user-agent', agent.slice(0, 300));
  return headers;
}

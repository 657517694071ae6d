import type { IncomingMessage, ServerResponse } from 'node:http';
import { endAfterBody } from './end-after-body.ts';
import { isApiPath } from './is-api-path.ts';

/**
 * Answers a request the site will not serve (bad target, method, size or type of body) with a
 * short message that names the problem: in the API's JSON envelope under /api (in any letter
 * case), plain text elsewhere, never a page or a stack. Not cached: the same address can be fine
 * with another method or body. A body still on its way is drained before the exchange ends (endAfterBody).
 */
export function refuseRequest(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const path = (req.url ?? '/').split('?', 1)[0]!;
  const json = isApiPath(path.toLowerCase());
  const body = json ? JSON.stringify({ success: false, error: { message } }) : `${message}\n`;
  res.writeHead(status, {
    ...headers,
    'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  endAfterBody(req, res, body);
}

import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { clientIp } from './client-ip.ts';
import { isCatalogueBuild } from './catalogue-build-key.ts';
import type { RateLimitName } from '../rate-limit/rate-limit-settings.ts';
import { tooManyRequests } from './responses.ts';

/**
 * The API's rate limit for one kind of request, by client IP (X-Forwarded-For only as far as
 * TRUST_PROXY says) and, given `emailOf`, by the e-mail address the request names: from the query,
 * or from the body (`await c.req.json()`: Hono keeps the parsed body, so the route reads it again).
 * Over the limit: 429 in the API's envelope with Retry-After, before the route does any work.
 * A request made in process (the build's app.request()) comes from no client and is not counted,
 * nor is a build's over HTTP (catalogueBuildKey).
 */
export function limitRequests(
  { limits, config }: Pick<AppDeps, 'limits' | 'config'>,
  name: RateLimitName,
  emailOf?: (c: Context) => string | undefined | Promise<string | undefined>,
): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || isCatalogueBuild(c.req.header('authorization'), config)) return next();
    const ip = clientIp(c.req.header('x-forwarded-for'), incoming.socket.remoteAddress, config.trustedProxies);
    const verdict = await limits.consume(name, { ip, email: await emailOf?.(c) });
    if (!verdict.limited) return next();
    const answer = tooManyRequests(verdict.retryAfterSeconds);
    return c.json(answer.body, answer.status, answer.headers);
  };
}

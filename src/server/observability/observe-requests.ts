import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Metrics } from './create-metrics.ts';
import type { PageRoute } from './read-page-routes.ts';
import { requestContext, type RequestContext } from './request-context.ts';
import { requestIdFor } from './request-id-for.ts';
import { routePatternOf } from './route-pattern-of.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

// nginx's word for a client that went away before its answer was sent.
const CLIENT_CLOSED = 499;

/**
 * Wraps the site's listener: gives each request an id (a sane incoming X-Request-Id, else a new
 * one) sent back as X-Request-Id, runs its work in that request's context, and when the response
 * is done writes one log line (id, method, route pattern, status, duration) and counts it in the
 * metrics. The address itself is never logged: booking, unsubscribe and sign-in links carry tokens.
 */
export function observeRequests(
  parts: { logger: Logger; metrics: Metrics; pageRoutes: readonly PageRoute[] },
  listener: Listener,
): Listener {
  return (req, res) => {
    const started = performance.now();
    const context: RequestContext = { id: requestIdFor(req.headers['x-request-id']), route: undefined };
    res.setHeader('X-Request-Id', context.id);
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?', 1)[0]!;
    res.once('close', () => {
      const durationMs = performance.now() - started;
      const status = res.headersSent ? res.statusCode : CLIENT_CLOSED;
      const route = context.route ?? (path.startsWith('/') ? routePatternOf(parts.pageRoutes, path, status) : '*');
      parts.metrics.observeRequest({ route, method, status, seconds: durationMs / 1000 });
      const line = {
        reqId: context.id,
        method,
        route,
        status,
        durationMs: Math.round(durationMs * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (status >= 500) parts.logger.error(line, 'request');
      else parts.logger.info(line, 'request');
    });
    requestContext.run(context, () => listener(req, res));
  };
}

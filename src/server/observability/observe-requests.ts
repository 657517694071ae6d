import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Metrics } from './create-metrics.ts';
import type { PageRoute } from './read-page-routes.ts';
import { requestContext, type RequestContext } from './request-context.ts';
import { requestIdFor } from './request-id-for.ts';
import { cachedRoutePatterns } from './cached-route-patterns.ts';
import { requestLineWriter, type RequestLine } from './request-line-writer.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A listener that sends `requestId` back as X-Request-Id on its answer. It writes the header
 * itself, with the others it writes (createHttpHandler puts it in the list a built file's headers
 * go out in at once): a header set on the response beforehand would send Node's writeHead down its
 * slow way, each header checked and stored twice, on every request.
 */
export type ObservedListener = (req: IncomingMessage, res: ServerResponse, requestId: string) => void;

// nginx's word for a client that went away before its answer was sent.
const CLIENT_CLOSED = 499;

/**
 * Wraps the site's listener: gives each request an id (a sane incoming X-Request-Id, else a new
 * one), which the listener sends back as X-Request-Id, runs its work in that request's context, and when the response
 * is done writes one log line (id, method, route pattern, status, duration) and counts it in the
 * metrics. The address itself is never logged: booking, unsubscribe and sign-in links carry tokens.
 */
export function observeRequests(
  parts: { logger: Logger; metrics: Metrics; pageRoutes: readonly PageRoute[] },
  listener: ObservedListener,
): Listener {
  const routeOf = cachedRoutePatterns(parts.pageRoutes);
  const writeLine = requestLineWriter(parts.logger);
  return (req, res) => {
    const started = performance.now();
    const context: RequestContext = { id: requestIdFor(req.headers['x-request-id']), route: undefined };
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const query = target.indexOf('?');
    const path = query === -1 ? target : target.slice(0, query);
    res.once('close', () => {
      const durationMs = performance.now() - started;
      const status = res.headersSent ? res.statusCode : CLIENT_CLOSED;
      const route = context.route ?? (path.startsWith('/') ? routeOf(path, status) : '*');
      parts.metrics.observeRequest({ route, method, status, seconds: durationMs / 1000 });
      const line: RequestLine = {
        reqId: context.id,
        method,
        route,
        status,
        durationMs: Math.round(durationMs * 10) / 10,
      };
      if (!res.writableFinished) line.aborted = true;
      writeLine(line);
    });
    requestContext.run(context, listener, req, res, context.id);
  };
}

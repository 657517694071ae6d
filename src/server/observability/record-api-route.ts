import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { requestContext } from './request-context.ts';

/**
 * The API's first middleware: once the request is answered, tells the request's context which
 * route pattern answered it ('/api/school/:id', or '/api/*' when a guard refused it or no route
 * took it), so the log line and the metrics name the route, not the address.
 */
export function recordApiRoute(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const request = requestContext.getStore();
    if (request) request.route = routePath(c);
  };
}

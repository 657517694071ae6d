import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { jsonOk, RETRY_AFTER_SECONDS } from '../http/responses.ts';
import { checkReadiness } from './check-readiness.ts';
import { getHealth } from './get-health.ts';

/** GET /api/health: liveness, never touches the database. */
export function healthRoutes(deps: AppDeps): Hono {
  return new Hono({ strict: false }).get('/', (c) => jsonOk(c, getHealth(deps)));
}

/** GET /api/ready: readiness for a load balancer; 503 with the reasons when this instance should get no traffic. */
export function readinessRoutes(deps: AppDeps): Hono {
  return new Hono({ strict: false }).get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const readiness = await checkReadiness(deps);
    if (readiness.ready) {
      const { ready: _ready, ...data } = readiness;
      return jsonOk(c, { status: 'ready' as const, ...data });
    }
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json({ success: false as const, error: { message: `not ready: ${readiness.problems.join('; ')}` } }, 503);
  });
}

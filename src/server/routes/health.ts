import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { jsonOk } from '../http/json-ok.ts';
import { getHealth } from '../services/get-health.ts';

/** GET /api/health */
export function healthRoutes({ db }: AppDeps): Hono {
  return new Hono({ strict: false }).get('/', async (c) => jsonOk(c, await getHealth(db)));
}

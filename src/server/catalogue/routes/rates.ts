import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { jsonOk } from '../../http/responses.ts';
import { getRates } from '../queries/get-rates.ts';

/** GET /api/rates: the currency rates the content team publishes, for converting prices on screen. */
export function ratesRoutes({ db }: AppDeps): Hono {
  return new Hono({ strict: false }).get('/', async (c) => jsonOk(c, await getRates(db)));
}

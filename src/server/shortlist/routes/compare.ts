import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { jsonOk } from '../../http/responses.ts';
import { compareSchools } from '../compare-schools.ts';
import { readCompareRequest } from '../read-compare-request.ts';

/** GET /api/compare: up to four schools priced for the visitor's choices, with their facts (issue 35). */
export function compareRoutes({ db, clock, config, pricing, photoAddress }: AppDeps): Hono {
  return new Hono({ strict: false }).get('/', async (c) => {
    const request = readCompareRequest(c.req.query());
    const answer = await compareSchools(
      { db, clock, pricing, photoAddress, blobStorageUrl: config.blobStorageUrl },
      request,
    );
    // Prices move with the catalogue and the day: never stored.
    c.header('Cache-Control', 'no-store');
    return jsonOk(c, answer);
  });
}

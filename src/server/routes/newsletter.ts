import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { jsonOk } from '../http/json-ok.ts';
import { parseQuery } from '../http/parse-query.ts';
import { cultureField } from '../http/query-fields.ts';
import { subscribeToNewsletter } from '../services/subscribe-to-newsletter.ts';

// 254 characters is the longest address SMTP can carry.
const subscribeQuery = z.object({
  culture: cultureField,
  email: z.string().trim().max(254, { error: 'email must be at most 254 characters' }).pipe(z.email({ error: 'email must be an e-mail address' })),
});

/** POST /api/services/subscribetonewsletter: e-mail and culture in the query, as the spec's form sends them. */
export function newsletterRoutes({ db }: AppDeps): Hono {
  return new Hono({ strict: false }).post('/subscribetonewsletter', async (c) => jsonOk(c, await subscribeToNewsletter(db, parseQuery(subscribeQuery, c.req.query()))));
}

import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { jsonOk, RETRY_AFTER_SECONDS } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { cultureField } from '../../http/query-fields.ts';
import { subscribeToNewsletter } from '../subscribe-to-newsletter.ts';

// 254 characters is the longest address SMTP can carry.
const subscribeQuery = z.object({
  culture: cultureField,
  email: z
    .string()
    .trim()
    .max(254, { error: 'email must be at most 254 characters' })
    .pipe(z.email({ error: 'email must be an e-mail address' })),
});

/** POST /api/services/subscribetonewsletter: e-mail and culture in the query, as the spec's form sends them. */
export function newsletterRoutes({ db, clock, config, mails }: AppDeps): Hono {
  return new Hono({ strict: false }).post('/subscribetonewsletter', async (c) => {
    const outcome = await subscribeToNewsletter(
      { db, clock, config, mails },
      parseQuery(subscribeQuery, c.req.query()),
    );
    if (outcome.kind === 'mailUnavailable') {
      // Without its confirmation mail a request would be a subscription nobody can confirm.
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(
        {
          success: false as const,
          error: { message: 'subscriptions cannot be taken at the moment; try again shortly' },
        },
        503,
      );
    }
    return jsonOk(c, outcome.answer);
  });
}

import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { jsonOk, RETRY_AFTER_SECONDS } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { readCompareRequest } from '../read-compare-request.ts';
import { requestShortlistMail } from '../request-shortlist-mail.ts';

// 254 characters is the longest address SMTP can carry.
const emailQuery = z.object({
  email: z
    .string()
    .trim()
    .max(254, { error: 'email must be at most 254 characters' })
    .pipe(z.email({ error: 'email must be an e-mail address' })),
});

/** POST /api/shortlist/mail: the address, the culture and the comparison in the query, as the newsletter's form sends them. */
export function shortlistMailRoutes({ db, clock, config, mails, pricing, photoAddress }: AppDeps): Hono {
  return new Hono({ strict: false }).post('/mail', async (c) => {
    const query = c.req.query();
    const { email } = parseQuery(emailQuery, query);
    const outcome = await requestShortlistMail(
      { db, clock, config, mails, pricing, photoAddress },
      { ...readCompareRequest(query), email },
    );
    if (outcome.kind === 'mailUnavailable') {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(
        { success: false as const, error: { message: 'mails cannot be requested at the moment; try again shortly' } },
        503,
      );
    }
    return jsonOk(c, { status: 'ok' as const, message: outcome.message });
  });
}

import { Hono } from 'hono';
import { leadListQuerySchema } from '#domain/office/office-list-query.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

/** GET /api/office/leads?q&page (requireStaff has run): the leads, newest first, with their mails — the twin of /office/leads/. */
export function officeLeadsRoutes({ office }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });
  app.get('/', allow('quotes.send'), async (c) => {
    const overview = await office.leads.overview(parseQuery(leadListQuerySchema, c.req.query()));
    return jsonOk(c, {
      total: overview.total,
      page: overview.paging.page,
      pageCount: overview.paging.pageCount,
      pageSize: overview.paging.limit,
      leads: overview.leads.map((lead) => ({
        ...lead,
        createdAt: iso(lead.createdAt),
        mails: lead.mails.map((mail) => ({ ...mail, sentAt: iso(mail.sentAt) })),
      })),
    });
  });
  return app;
}

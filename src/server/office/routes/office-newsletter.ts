import { Hono } from 'hono';
import { utcToday } from '#domain/dates/calendar.ts';
import { newsletterListQuerySchema } from '#domain/office/office-list-query.ts';
import { parseRowId } from '#domain/office/parse-row-id.ts';
import { CSV_CONTENT_TYPE } from '#domain/office/to-csv.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import type { NewsletterSubscriberRow } from '../../newsletter/index.ts';

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);
const subscriberJson = (row: NewsletterSubscriberRow) => ({
  ...row,
  createdAt: iso(row.createdAt),
  consentedAt: iso(row.consentedAt),
  unsubscribedAt: iso(row.unsubscribedAt),
});

/** The CSV file's name, with the day it was taken: 'newsletter-subscribers-2026-11-22.csv'. */
export const subscribersFileName = (now: Date) => `newsletter-subscribers-${utcToday(now)}.csv`;

/**
 * The newsletter's subscribers for staff with 'newsletter.manage', under /api/office/newsletter
 * (mounted behind requireStaff): a page of the list, the filtered list as CSV, unsubscribing.
 */
export function officeNewsletterRoutes({ office, clock }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });

  app.get('/', allow('newsletter.manage'), async (c) => {
    const page = await office.newsletter.list(parseQuery(newsletterListQuerySchema, c.req.query()));
    return jsonOk(c, {
      total: page.total,
      page: page.paging.page,
      pageCount: page.paging.pageCount,
      pageSize: page.paging.limit,
      subscribers: page.subscribers.map(subscriberJson),
    });
  });

  app.get('/export.csv', allow('newsletter.manage'), async (c) => {
    const { status, q } = parseQuery(newsletterListQuerySchema, c.req.query());
    const csv = await office.newsletter.exportCsv({ status, q });
    return c.body(csv, 200, {
      'Content-Type': CSV_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${subscribersFileName(clock())}"`,
    });
  });

  app.post('/:id/unsubscribe', allow('newsletter.manage'), async (c) => {
    const id = parseRowId(c.req.param('id'));
    const outcome =
      id === null
        ? { kind: 'notFound' as const }
        : await office.newsletter.unsubscribe(id, c.get('staff'), c.get('ip'));
    if (outcome.kind === 'notFound') return staffFailure(c, 404, 'no subscription with this id');
    return jsonOk(c, {
      id,
      email: outcome.email,
      status: 'unsubscribed' as const,
      wasAlready: outcome.before === 'unsubscribed',
    });
  });

  return app;
}

import { Hono } from 'hono';
import { mailListQuerySchema } from '#domain/office/office-list-query.ts';
import { parseRowId } from '#domain/office/parse-row-id.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import type { OfficeMailDetail, OfficeMailSummary } from '../mail/office-mail.ts';

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);
const summaryJson = (mail: OfficeMailSummary) => ({
  ...mail,
  createdAt: iso(mail.createdAt),
  lastAttemptAt: iso(mail.lastAttemptAt),
  sentAt: iso(mail.sentAt),
});
const detailJson = (mail: OfficeMailDetail) => ({ ...mail, ...summaryJson(mail) });

/**
 * The mail queue for staff with 'mail.manage', under /api/office/mail (mounted behind requireStaff):
 * the counts and a page of the log, one mail (without the words of a mail with a secret link),
 * and retrying a failed mail.
 */
export function officeMailRoutes({ office }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });

  app.get('/', allow('mail.manage'), async (c) => {
    const overview = await office.mail.overview(parseQuery(mailListQuerySchema, c.req.query()));
    return jsonOk(c, {
      counts: overview.counts,
      total: overview.total,
      page: overview.paging.page,
      pageCount: overview.paging.pageCount,
      pageSize: overview.paging.limit,
      mails: overview.mails.map(summaryJson),
    });
  });

  app.get('/:id', allow('mail.manage'), async (c) => {
    const id = parseRowId(c.req.param('id'));
    const mail = id === null ? null : await office.mail.find(id);
    return mail ? jsonOk(c, detailJson(mail)) : staffFailure(c, 404, 'no mail with this id');
  });

  app.post('/:id/retry', allow('mail.manage'), async (c) => {
    const id = parseRowId(c.req.param('id'));
    if (id === null) return staffFailure(c, 404, 'no mail with this id');
    const outcome = await office.mail.retry(id, c.get('staff'), c.get('ip'));
    if (outcome.kind === 'notFound') return staffFailure(c, 404, 'no mail with this id');
    if (outcome.kind === 'notFailed')
      return staffFailure(c, 409, `only a failed mail can be retried; this one is ${outcome.status}`);
    if (outcome.kind === 'mailUnavailable')
      return staffFailure(c, 503, 'the mail queue is not running on this server; try again in a moment');
    return jsonOk(c, detailJson(outcome.mail));
  });

  return app;
}

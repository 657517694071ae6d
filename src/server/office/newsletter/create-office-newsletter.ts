import { officePaging } from '#domain/office/office-paging.ts';
import { insertStaffAudit } from '#server/staff/index.ts';
import { listNewsletterSubscribers } from '#server/newsletter/index.ts';
import { unsubscribeNewsletterSubscriber } from '#server/newsletter/index.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { OfficeNewsletter } from './office-newsletter.ts';
import { subscribersCsv } from './subscribers-csv.ts';

/** The office's view of the newsletter subscriptions over the application's database. */
export function createOfficeNewsletter(deps: Pick<OfficeDeps, 'db' | 'clock'>): OfficeNewsletter {
  const { db } = deps;
  return {
    async list(query) {
      const filter = { status: query.status, email: query.q };
      let result = await listNewsletterSubscribers(db, filter, officePaging(query.page, Number.MAX_SAFE_INTEGER));
      const paging = officePaging(query.page, result.total);
      // A page past the end (the list shrank, or a typed address) shows the last page instead.
      if (paging.page !== query.page) result = await listNewsletterSubscribers(db, filter, paging);
      return { subscribers: result.rows, total: result.total, paging };
    },

    async exportCsv(query) {
      const { rows } = await listNewsletterSubscribers(db, { status: query.status, email: query.q });
      return subscribersCsv(rows);
    },

    async unsubscribe(id, actor, ip) {
      return db.transaction(async (tx) => {
        const at = deps.clock();
        const outcome = await unsubscribeNewsletterSubscriber(tx, { id, at });
        if (!outcome) return { kind: 'notFound' as const };
        if (outcome.before !== 'unsubscribed') {
          await insertStaffAudit(tx, {
            at,
            action: 'newsletter-unsubscribed',
            actorId: actor.id,
            email: outcome.email,
            ip,
            detail: { subscriptionId: String(id), from: outcome.before },
          });
        }
        return { kind: 'unsubscribed' as const, email: outcome.email, before: outcome.before };
      });
    },
  };
}

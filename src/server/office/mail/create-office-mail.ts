import { dayjsUtc } from '#domain/dates/clock.ts';
import { officePaging } from '#domain/office/office-paging.ts';
import { isPrivateMailKind } from '#domain/office/private-mail-kinds.ts';
import { countMailsByStatus } from '#server/mail/index.ts';
import { findMail } from '#server/mail/index.ts';
import { findStaffById } from '#server/staff/index.ts';
import { insertStaffAudit } from '#server/staff/index.ts';
import { listOfficeMails } from '#server/mail/index.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { findBookingReference } from '../queries/find-booking-reference.ts';
import type { OfficeMail } from './office-mail.ts';
import { toOfficeMailDetail, toOfficeMailSummary } from './to-office-mail.ts';

const startOfUtcDay = (instant: Date) => dayjsUtc(instant).startOf('day').toDate();

/** The office's view of the mail queue over the application's database and queue. */
export function createOfficeMail(deps: Pick<OfficeDeps, 'db' | 'clock' | 'mails'>): OfficeMail {
  const { db } = deps;
  return {
    async overview(query) {
      const filter = { status: query.status, recipient: query.q };
      const counts = await countMailsByStatus(db, startOfUtcDay(deps.clock()));
      let result = await listOfficeMails(db, filter, officePaging(query.page, Number.MAX_SAFE_INTEGER));
      const paging = officePaging(query.page, result.total);
      // A page past the end (the list shrank, or a typed address) shows the last page instead.
      if (paging.page !== query.page) result = await listOfficeMails(db, filter, paging);
      const { rows, total } = result;
      return { counts, mails: rows.map(toOfficeMailSummary), total, paging };
    },

    async find(id) {
      const row = await findMail(db, id);
      if (!row) return null;
      const sender = row.sentByStaffId ? await findStaffById(db, row.sentByStaffId) : null;
      const reference = row.bookingId === null ? null : await findBookingReference(db, row.bookingId);
      return toOfficeMailDetail(row, reference, sender?.name ?? null);
    },

    async retry(id, actor, ip) {
      const mail = await findMail(db, id);
      if (!mail) return { kind: 'notFound' };
      if (mail.status !== 'failed') return { kind: 'notFailed', status: mail.status };
      const queue = deps.mails.current;
      if (!queue) return { kind: 'mailUnavailable' };
      const requeued = await db.transaction(async (tx) => {
        const ids = await queue.requeue(tx, [id]);
        if (ids.length > 0) {
          await insertStaffAudit(tx, {
            at: deps.clock(),
            action: 'mail-retried',
            actorId: actor.id,
            email: mail.recipient,
            ip,
            detail: { mailId: String(id), kind: mail.kind },
          });
        }
        return ids.length > 0;
      });
      const now = await findMail(db, id);
      if (!now) return { kind: 'notFound' };
      // Someone else retried it a moment before: it is queued (or sent) already.
      if (!requeued) return { kind: 'notFailed', status: now.status };
      const reference = now.bookingId === null ? null : await findBookingReference(db, now.bookingId);
      return { kind: 'retried', mail: toOfficeMailDetail(now, reference) };
    },

    async resend(id, actor, options = {}) {
      const mail = await findMail(db, id);
      if (!mail) return { kind: 'notFound' };
      if (isPrivateMailKind(mail.kind)) return { kind: 'private' };
      const queue = deps.mails.current;
      if (!queue) return { kind: 'mailUnavailable' };
      const mailId = await db.transaction(async (tx) => {
        const [copyId] = await queue.enqueue(tx, [
          {
            bookingId: mail.bookingId,
            kind: mail.kind,
            name: mail.name,
            to: mail.recipient,
            replyTo: mail.replyTo ?? undefined,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
            headers: mail.headers ?? undefined,
            sentByStaffId: actor.id,
            leadId: mail.leadId,
          },
        ]);
        await options.alsoInTransaction?.(tx, copyId!);
        return copyId!;
      });
      return { kind: 'queued', mailId };
    },
  };
}

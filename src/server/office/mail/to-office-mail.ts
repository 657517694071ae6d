import { isPrivateMailKind } from '#domain/office/private-mail-kinds.ts';
import type { MailRow } from '#server/mail/index.ts';
import type { OfficeMailRow } from '#server/mail/index.ts';
import type { OfficeMailDetail, OfficeMailSummary } from './office-mail.ts';

/** A listed mail row as the office shows it. */
export function toOfficeMailSummary(row: OfficeMailRow): OfficeMailSummary {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    lastAttemptAt: row.lastAttemptAt,
    sentAt: row.sentAt,
    bookingId: row.bookingId,
    bookingReference: row.bookingReference,
    sentByStaffId: row.sentByStaffId,
  };
}

/** A stored mail as its office page shows it: its words, unless they hold a secret link. */
export function toOfficeMailDetail(
  row: MailRow,
  bookingReference: string | null,
  sentByStaffName: string | null = null,
): OfficeMailDetail {
  const hidden = isPrivateMailKind(row.kind);
  return {
    ...toOfficeMailSummary({ ...row, bookingReference }),
    name: row.name,
    replyTo: row.replyTo,
    messageId: row.messageId,
    private: hidden,
    text: hidden ? null : row.textBody,
    headers: hidden ? null : row.headers,
    sentByStaffName,
  };
}

import type { MailListQuery, OfficeMailStatus } from '#domain/office/office-list-query.ts';
import type { OfficePaging } from '#domain/office/office-paging.ts';
import type { MailCounts } from '#server/mail/index.ts';
import type { Database } from '#server/db/database.ts';
import type { StaffMember } from '#server/staff/index.ts';

/** A mail as the office lists it (no words), with the reference of the booking it is about. */
export interface OfficeMailSummary {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: OfficeMailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  sentAt: Date | null;
  bookingId: number | null;
  /** 'LT-000042' when the mail is about a booking. */
  bookingReference: string | null;
  /** The staff member who sent it from the office, if one did. */
  sentByStaffId: string | null;
}

/** One mail in full, except that the words and extra headers of a mail with a secret link are withheld. */
export interface OfficeMailDetail extends OfficeMailSummary {
  name: string;
  replyTo: string | null;
  messageId: string;
  /** True for the kinds whose text carries a secret link (private-mail-kinds.ts): `text` and `headers` are then null. */
  private: boolean;
  text: string | null;
  headers: Record<string, string> | null;
  /** The name of the staff member who sent it from the office (sentByStaffId), if the account still exists. */
  sentByStaffName: string | null;
}

export interface MailOverview {
  /** Waiting (queued), waiting to be tried again, given up on, and sent since midnight UTC. */
  counts: MailCounts;
  mails: OfficeMailSummary[];
  total: number;
  paging: OfficePaging;
}

export type RetryMailOutcome =
  | { kind: 'retried'; mail: OfficeMailDetail }
  | { kind: 'notFound' }
  | { kind: 'notFailed'; status: OfficeMailStatus }
  | { kind: 'mailUnavailable' };

export type ResendMailOutcome =
  { kind: 'queued'; mailId: number } | { kind: 'notFound' } | { kind: 'private' } | { kind: 'mailUnavailable' };

export interface ResendOptions {
  /**
   * More work for the same transaction as the copy, e.g. the booking's 'mail-resent' event: if it
   * throws, no copy is queued.
   */
  alsoInTransaction?: (tx: Database, newMailId: number) => Promise<void>;
}

/** The mail queue seen from the office (/office/mail/, /api/office/mail). */
export interface OfficeMail {
  overview(query: MailListQuery): Promise<MailOverview>;
  find(id: number): Promise<OfficeMailDetail | null>;
  /**
   * Puts a failed mail back on the queue: the same row, the same Message-ID, a new delivery job,
   * recorded in the staff audit log ('mail-retried'). A mail that is not failed is left alone.
   */
  retry(id: number, actor: StaffMember, ip: string | null): Promise<RetryMailOutcome>;
  /**
   * Queues a copy of a stored mail as a new mail (new row, new Message-ID, sent_by_staff_id =
   * the actor), whatever the original's state; returns the copy's id. A mail with a secret link
   * is not copied ('private'): its link may be spent; send a new one instead.
   */
  resend(id: number, actor: StaffMember, options?: ResendOptions): Promise<ResendMailOutcome>;
}

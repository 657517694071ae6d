/** A mail to queue: what it is about, to whom, and its words in both forms. */
export interface OutgoingMail {
  /** The booking it is about, if any (the office lists a booking's mails). */
  bookingId: number | null;
  /** What kind of mail it is, e.g. 'booking-visitor'. */
  kind: string;
  /** For logs and the outbox file name ('LT-000042-visitor'). */
  name: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Headers beyond the usual ones; every newsletter-type mail has List-Unsubscribe (newsletterMail). */
  headers?: Record<string, string> | undefined;
  /** The staff member who sends it from the office (a resent mail, a status mail, a calculation); unset for the site's own mails. */
  sentByStaffId?: string | null | undefined;
  /** The lead (a priced cart mailed before any booking) it is about, if any. */
  leadId?: number | null | undefined;
}

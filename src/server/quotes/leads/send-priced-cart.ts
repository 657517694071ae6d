import type { CartQuery } from '#domain/cart/cart-query-schema.ts';
import type { Culture } from '#domain/culture.ts';
import type { FieldProblem } from '#domain/quotes/field-problems.ts';
import { shortName } from '#domain/text/short-name.ts';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import { insertLead } from '#server/quotes/queries/insert-lead.ts';
import type { MailNote } from '#server/mail/index.ts';
import { leadAgencyMail } from '#server/quotes/mails/lead-agency-mail.ts';
import type { MailQueueSlot } from '#server/mail/index.ts';
import type { OutgoingMail } from '#server/mail/index.ts';
import { prepareCalculationMail } from '../prepare-calculation-mail.ts';

/** The mail kinds of a lead: the priced cart to the visitor (asked by them or sent by staff) and the agency's notice. */
export const LEAD_MAIL_KINDS = {
  visitor: 'calculation-visitor',
  staff: 'calculation-staff',
  agency: 'lead-agency',
} as const;

/** Who mails the priced cart: the visitor for themselves, or a staff member for a client. */
export type PricedCartSender =
  { source: 'visitor'; notes: MailNote[] } | { source: 'staff'; staff: { id: string; name: string } };

export interface PricedCartRequest {
  schoolId: number;
  culture: Culture;
  query: CartQuery;
  email: string;
  name: string;
  text: string;
  sender: PricedCartSender;
}

export type PricedCartOutcome =
  | { kind: 'sent'; leadId: number; mailId: number; to: string; total: number; currency: string }
  | { kind: 'invalid'; status: 404 | 422; problems: FieldProblem[] }
  | { kind: 'mailUnavailable' };

export interface PricedCartDeps {
  db: Database;
  config: Pick<Config, 'baseAddress' | 'agencyEmail'>;
  clock: Clock;
  mails: MailQueueSlot;
}

/**
 * The price by e-mail (issue 11), whoever asks for it: prices the cart on the server, and in one
 * transaction stores it as a lead and queues its mails naming the lead — the priced cart to the
 * reader in their culture and, for a visitor's own request, the agency's notice (a staff member's
 * send needs none: the agency is the sender). `alsoInTransaction` adds work that must commit with
 * them (the staff's audit line). Nothing is stored when the cart cannot be priced or mail cannot
 * be queued.
 */
export async function sendPricedCart(
  deps: PricedCartDeps,
  request: PricedCartRequest,
  alsoInTransaction?: (
    tx: Database,
    sent: { leadId: number; mailId: number; total: number; currency: string },
  ) => Promise<void>,
): Promise<PricedCartOutcome> {
  const now = deps.clock();
  const { sender } = request;
  // A visitor may type any address: the mail to it carries nothing of theirs but a short name.
  // Their message is for the agency, in its notice; a staff member's is the agency's own words.
  const fromVisitor = sender.source === 'visitor';
  const prepared = await prepareCalculationMail(
    deps,
    {
      schoolId: request.schoolId,
      culture: request.culture,
      query: request.query,
      email: request.email,
      name: fromVisitor ? shortName(request.name) : request.name,
      text: fromVisitor ? '' : request.text,
      preparedBy: sender.source === 'staff' ? sender.staff.name : null,
      notes: sender.source === 'visitor' ? sender.notes : [],
    },
    now,
  );
  if (!prepared.ok) return { kind: 'invalid', status: prepared.status, problems: [prepared.problem] };
  const queue = deps.mails.current;
  if (!queue) return { kind: 'mailUnavailable' };
  const { mail, quote } = prepared;
  const staffId = sender.source === 'staff' ? sender.staff.id : null;
  return deps.db.transaction(async (tx) => {
    const leadId = await insertLead(tx, {
      createdAt: now,
      source: sender.source,
      staffId,
      schoolId: request.schoolId,
      culture: request.culture,
      email: request.email,
      name: request.name,
      message: request.text,
      cartQuery: prepared.cartQuery,
      quote,
      currency: quote.currency.isoCode,
      total: quote.total,
    });
    const toReader: OutgoingMail = {
      bookingId: null,
      kind: LEAD_MAIL_KINDS[sender.source],
      name: mail.name,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      sentByStaffId: staffId,
      leadId,
    };
    const outgoing = [toReader];
    if (sender.source === 'visitor') {
      const notice = leadAgencyMail({
        leadId,
        culture: request.culture,
        email: request.email,
        name: request.name,
        text: request.text,
        summary: prepared.summary,
        quote,
        cartUrl: prepared.cartUrl,
        agencyEmail: deps.config.agencyEmail,
      });
      outgoing.push({
        bookingId: null,
        kind: LEAD_MAIL_KINDS.agency,
        name: notice.name,
        to: notice.to,
        replyTo: notice.replyTo,
        subject: notice.subject,
        text: notice.text,
        html: notice.html,
        leadId,
      });
    }
    const [mailId] = await queue.enqueue(tx, outgoing);
    await alsoInTransaction?.(tx, { leadId, mailId: mailId!, total: quote.total, currency: quote.currency.isoCode });
    return {
      kind: 'sent' as const,
      leadId,
      mailId: mailId!,
      to: mail.to,
      total: quote.total,
      currency: quote.currency.isoCode,
    };
  });
}

import { asc, count, desc, ilike, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { leads, mails, type MailStatus } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export type LeadRow = typeof leads.$inferSelect;

/** A mail of a lead as the office lists it: who it went to and how far it got. */
export interface LeadMailRow {
  id: number;
  leadId: number;
  kind: string;
  recipient: string;
  status: MailStatus;
  sentAt: Date | null;
}

/**
 * One page of the leads, newest first (leads_created_idx), with their mails, and how many leads
 * match in all. `email` is a piece of the address, any case.
 */
export async function listLeads(
  db: Database,
  filter: { email?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: (LeadRow & { mails: LeadMailRow[] })[]; total: number }> {
  const where = filter.email ? ilike(leads.email, containsPattern(filter.email)) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const leadMails =
    ids.length === 0
      ? []
      : await db
          .select({
            id: mails.id,
            leadId: mails.leadId,
            kind: mails.kind,
            recipient: mails.recipient,
            status: mails.status,
            sentAt: mails.sentAt,
          })
          .from(mails)
          .where(inArray(mails.leadId, ids))
          .orderBy(asc(mails.id));
  return {
    rows: rows.map((row) => ({
      ...row,
      mails: leadMails.filter((mail) => mail.leadId === row.id).map((mail) => ({ ...mail, leadId: row.id })),
    })),
    total: totals[0]?.total ?? 0,
  };
}

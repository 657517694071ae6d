import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { chatConversations, chatMessages, staffMembers } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

/** The inbox's filters: open or closed, mine or unassigned, one school, a piece of a name, address or message. */
export interface InboxFilter {
  status?: 'open' | 'closed' | undefined;
  owner?: 'mine' | 'unassigned' | undefined;
  schoolId?: number | undefined;
  q?: string | undefined;
}

export interface InboxRow {
  id: number;
  name: string;
  email: string;
  culture: string;
  status: 'open' | 'closed';
  schoolId: number | null;
  bookingId: number | null;
  pagePath: string;
  assignedStaffId: string | null;
  assignedName: string | null;
  lastMessageAt: Date;
  unread: number;
  lastText: string;
}

/** One page of the inbox, newest message first, each with how many visitor messages staff have not read. */
export async function listInbox(
  db: Database,
  filter: InboxFilter,
  staffId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: InboxRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(chatConversations.status, filter.status));
  if (filter.owner === 'mine') conditions.push(eq(chatConversations.assignedStaffId, staffId));
  if (filter.owner === 'unassigned') conditions.push(isNull(chatConversations.assignedStaffId));
  if (filter.schoolId !== undefined) conditions.push(eq(chatConversations.schoolId, filter.schoolId));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(chatConversations.name, pattern),
        ilike(chatConversations.email, pattern),
        sql`exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.body} ilike ${pattern})`,
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const unread = sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.sender} = 'visitor' and ${chatMessages.id} > ${chatConversations.staffReadUpTo})`;
  const lastText = sql<string>`coalesce((select ${chatMessages.body} from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} order by ${chatMessages.id} desc limit 1), '')`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: chatConversations.id,
        name: chatConversations.name,
        email: chatConversations.email,
        culture: chatConversations.culture,
        status: chatConversations.status,
        schoolId: chatConversations.schoolId,
        bookingId: chatConversations.bookingId,
        pagePath: chatConversations.pagePath,
        assignedStaffId: chatConversations.assignedStaffId,
        assignedName: staffMembers.name,
        lastMessageAt: chatConversations.lastMessageAt,
        unread,
        lastText,
      })
      .from(chatConversations)
      .leftJoin(staffMembers, eq(staffMembers.id, chatConversations.assignedStaffId))
      .where(where)
      .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(chatConversations)
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

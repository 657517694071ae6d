import { Hono } from 'hono';
import { z } from 'zod';
import { chatMessageSchema } from '#domain/chat/chat-fields.ts';
import { CHAT_TEMPLATE_IDS } from '#domain/chat/chat-templates.ts';
import { CULTURES } from '#domain/culture.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import type { AppDeps } from '../../app-deps.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { allow, readStaffBody, requireStaff, staffFailure, type StaffEnv } from '../../staff/index.ts';
import { streamChatEvents } from './stream-chat-events.ts';

/** The inbox's filters as the office's address and the API take them. */
export const inboxQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
  owner: z.enum(['all', 'mine', 'unassigned']).default('all'),
  school: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const PAGE_SIZE = 25;
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const readSchema = z.object({ upTo: z.coerce.number().int().min(0).max(2_147_483_647) });
const assignSchema = z.object({ staffId: z.string().trim().max(100).nullable().default(null) });

const iso = (instant: Date) => instant.toISOString();

/**
 * The office's side of the chat, /api/office/chat/… (mounted before /api/office, behind the
 * same requireStaff and allow('chat.answer')): the inbox, a conversation, answering, read
 * marks, assigning, closing and reopening, "is typing", the templates and the live events.
 */
export function officeChatRoutes({ chat, staff }: AppDeps): Hono {
  const app = new Hono<StaffEnv>({ strict: false });
  app.use('*', requireStaff(staff));
  const permission = allow('chat.answer');
  const idOf = (raw: string | undefined) => {
    const parsed = idSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  };
  const noSuch = (c: Parameters<typeof staffFailure>[0]) => staffFailure(c, 404, 'no conversation with this id');

  app.get('/conversations', permission, async (c) => {
    const query = parseQuery(inboxQuerySchema, c.req.query());
    const { rows, total } = await chat.inbox(
      {
        status: query.status === 'all' ? undefined : query.status,
        owner: query.owner === 'all' ? undefined : query.owner,
        schoolId: query.school,
        q: query.q || undefined,
      },
      c.get('staff').id,
      { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE },
    );
    return jsonOk(c, {
      total,
      page: query.page,
      pageSize: PAGE_SIZE,
      conversations: rows.map((row) => ({ ...row, lastMessageAt: iso(row.lastMessageAt) })),
    });
  });

  app.get('/conversations/:id', permission, async (c) => {
    const id = idOf(c.req.param('id'));
    const found = id === null ? null : await chat.forOffice(id);
    if (!found) return noSuch(c);
    const { conversation, messages } = found;
    return jsonOk(c, {
      ...conversation,
      createdAt: iso(conversation.createdAt),
      lastMessageAt: iso(conversation.lastMessageAt),
      messages,
    });
  });

  app.post('/conversations/:id/messages', permission, async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === null) return noSuch(c);
    const { text } = await readStaffBody(c, chatMessageSchema);
    const member = c.get('staff');
    const outcome = await chat.sendAsStaff(id, { id: member.id, name: member.name }, text);
    if (outcome.kind === 'notFound') return noSuch(c);
    return c.json({ success: true as const, data: outcome.message }, 201);
  });

  app.post('/conversations/:id/read', permission, async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === null) return noSuch(c);
    const { upTo } = await readStaffBody(c, readSchema);
    const mark = await chat.markRead(id, 'staff', upTo);
    return mark === null ? noSuch(c) : jsonOk(c, { upTo: mark });
  });

  app.post('/conversations/:id/typing', permission, async (c) => {
    const id = idOf(c.req.param('id'));
    const member = c.get('staff');
    if (id === null || !(await chat.typing(id, { staff: { id: member.id, name: member.name } }))) return noSuch(c);
    return jsonOk(c, { typing: true });
  });

  app.post('/conversations/:id/assign', permission, async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === null) return noSuch(c);
    const { staffId } = await readStaffBody(c, assignSchema);
    const to = staffId === 'me' ? c.get('staff').id : staffId || null;
    if (to !== null && !(await staff.list()).some((member) => member.id === to && member.disabledAt === null))
      return staffFailure(c, 422, 'no active staff member with this id', 'staffId');
    return (await chat.assign(id, to)) ? jsonOk(c, { assignedStaffId: to }) : noSuch(c);
  });

  for (const [path, status] of [
    ['close', 'closed'],
    ['reopen', 'open'],
  ] as const)
    app.post(`/conversations/:id/${path}`, permission, async (c) => {
      const id = idOf(c.req.param('id'));
      return id !== null && (await chat.setStatus(id, status)) ? jsonOk(c, { status }) : noSuch(c);
    });

  app.get('/templates', permission, (c) =>
    jsonOk(
      c,
      Object.fromEntries(
        CULTURES.map((culture) => {
          const t = createTranslator(culture);
          return [culture, CHAT_TEMPLATE_IDS.map((id) => ({ id, text: t(`chat.template.${id}`) }))];
        }),
      ),
    ),
  );

  app.get('/events', permission, (c) => {
    const member = c.get('staff');
    return streamChatEvents(
      c,
      (listener) => chat.listenAsStaff(member.id, listener),
      async () => ({ event: 'ready', data: JSON.stringify({ staffId: member.id }) }),
    );
  });

  return app as unknown as Hono;
}

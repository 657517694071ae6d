// Issue 36: the chat on the API, on each database: a visitor opens a conversation with a first
// message and reads it with its token only; staff see it in the inbox with its unread count,
// answer, assign, close and reopen; messages arrive live both ways; what nobody reads in time is
// mailed (the agency for a visitor's, the visitor for a reply, with the link back); errors are
// in the visitor's language; sizes are limited; old conversations go with the privacy window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { mails } from '#server/db/schema.ts';
import { sweepChat } from '#server/chat/index.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';
import { openChatEvents } from './support/chat-events.ts';

interface MessageJson {
  id: number;
  sender: string;
  staffName: string | null;
  text: string;
}
interface EventJson {
  conversationId: number;
  by?: string;
  message: MessageJson;
}
interface InboxJson {
  total: number;
  conversations: { id: number; unread: number; lastMessageAt: string; status: string }[];
}
interface ThreadJson {
  status: string;
  messages: MessageJson[];
}
interface StartJson {
  success: boolean;
  data: { token: string; conversationId: number; message: MessageJson };
  error: { field?: string; message: string };
}
const ids = (inbox: InboxJson) => inbox.conversations.map((item) => item.id);
const isEvent = (test: (event: EventJson) => boolean) => (data: unknown) => test(data as EventJson);

const visitor = {
  culture: 'de',
  name: 'Lena Vogel',
  email: 'lena.vogel@example.de',
  privacyAgreed: true,
  text: 'Ist die Residenz gemischt? https://example.com/frage',
  page: '/de/english/malta/st-julians/ec-malta/?c.weeks=4',
  schoolId: 1,
};

describe.each(testDatabases)('the chat API on $kind', (database) => {
  let api: StaffTestApi;
  let now = TEST_NOW;
  let manager: string;
  let managerId: string;
  beforeAll(async () => {
    api = await startStaffTestApi(database, { clock: () => now });
    managerId = await api.addStaff('chat-manager@linguatrips.test', 'manager');
    await api.addStaff('chat-admin@linguatrips.test', 'administrator');
    manager = await api.signIn('chat-manager@linguatrips.test');
  });
  afterAll(() => api?.close());

  const start = async (body: object = visitor) => {
    const response = await api.post('/api/chat/conversations', body);
    return { status: response.status, body: (await response.json()) as StartJson };
  };
  const office = async <T = InboxJson>(path: string) => {
    const response = await fetch(`${api.baseUrl}/api/office/chat${path}`, { headers: { cookie: manager } });
    return { status: response.status, body: (await response.json()) as { data: T } };
  };
  const thread = async (token: string) =>
    (await api.get<{ data: ThreadJson }>(`/api/chat/conversations/${token}`)).body.data;

  it('opens a conversation with a first message, readable only with its token', async () => {
    const started = await start();
    expect(started.status).toBe(201);
    const { token, conversationId, message } = started.body.data;
    // At least 128 bits: the HMAC part alone is 256.
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(message).toMatchObject({ sender: 'visitor', text: visitor.text, staffName: null });
    const read = await api.get<{ data: ThreadJson }>(`/api/chat/conversations/${token}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ status: 'open', name: visitor.name, messages: [{ text: visitor.text }] });
    expect(read.headers.get('cache-control')).toBe('no-store');
    // Another conversation's id with this signature, or a signature changed by one letter: nothing.
    const [, mac] = token.split('.');
    for (const forged of [
      `${conversationId + 1}.${mac}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      '1',
      'x',
    ])
      expect((await api.get(`/api/chat/conversations/${forged}`)).status).toBe(404);
  });

  it("refuses a bad first message naming the field, in the visitor's language", async () => {
    const de = getDictionary('de');
    const cases: [object, string, string][] = [
      [{ ...visitor, name: '' }, 'name', de['chat.error.name']!],
      [{ ...visitor, email: 'lena' }, 'email', de['chat.error.email']!],
      [{ ...visitor, privacyAgreed: false }, 'privacyAgreed', de['chat.error.privacy']!],
      [{ ...visitor, text: '   ' }, 'text', de['chat.error.text']!],
      [{ ...visitor, text: 'x'.repeat(2001) }, 'text', de['chat.error.textTooLong']!],
      [{ ...visitor, page: 'https://evil.example/' }, 'page', de['chat.error.page']!],
    ];
    for (const [body, field, message] of cases) {
      const refused = await start(body);
      expect(refused.status, field).toBe(422);
      expect(refused.body.error).toEqual({ field, message });
    }
    const ru = await start({ ...visitor, culture: 'ru', email: '' });
    expect(ru.body.error.message).toBe(getDictionary('ru')['chat.error.email']);
    const notJson = await fetch(`${api.baseUrl}/api/chat/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.baseUrl },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it('shows the conversation in the inbox with its unread count; staff answer, read, assign, close and reopen', async () => {
    const { token, conversationId } = (await start({ ...visitor, email: 'inbox@example.de' })).body.data;
    await api.post(`/api/chat/conversations/${token}/messages`, { text: 'Und kann ich dienstags anfangen?' });
    const inbox = await office('/conversations?owner=unassigned');
    const row = inbox.body.data.conversations.find((item) => item.id === conversationId)!;
    expect(row).toMatchObject({ unread: 2, status: 'open', email: 'inbox@example.de', schoolId: 1 });
    expect(inbox.body.data.conversations[0]!.lastMessageAt >= row.lastMessageAt).toBe(true);
    // Search by e-mail, name or text.
    for (const q of ['inbox@example', 'Lena', 'dienstags'])
      expect(
        (await office(`/conversations?q=${encodeURIComponent(q)}`)).body.data.conversations.map(
          (item: { id: number }) => item.id,
        ),
      ).toContain(conversationId);
    expect((await office('/conversations?q=nobody-wrote-this')).body.data.total).toBe(0);

    const answered = await api.post(
      `/api/office/chat/conversations/${conversationId}/messages`,
      { text: 'Ja, die Residenz ist gemischt.' },
      { cookie: manager },
    );
    expect(answered.status).toBe(201);
    // Answering reads what came before.
    expect((await office(`/conversations?q=inbox@example`)).body.data.conversations[0]!.unread).toBe(0);
    expect((await thread(token)).messages.at(-1)).toMatchObject({
      sender: 'staff',
      staffName: 'chat-manager',
      text: 'Ja, die Residenz ist gemischt.',
    });

    const assign = await api.post(
      `/api/office/chat/conversations/${conversationId}/assign`,
      { staffId: 'me' },
      { cookie: manager },
    );
    expect(assign.status).toBe(200);
    expect(ids((await office('/conversations?owner=mine')).body.data)).toContain(conversationId);
    expect(
      (
        await api.post(
          `/api/office/chat/conversations/${conversationId}/assign`,
          { staffId: 'no-such-member' },
          { cookie: manager },
        )
      ).status,
    ).toBe(422);
    expect(
      (await api.post(`/api/office/chat/conversations/${conversationId}/close`, undefined, { cookie: manager })).status,
    ).toBe(200);
    expect(ids((await office('/conversations?status=closed')).body.data)).toContain(conversationId);
    expect(ids((await office('/conversations?status=open')).body.data)).not.toContain(conversationId);
    // A visitor writing into a closed conversation opens it again.
    await api.post(`/api/chat/conversations/${token}/messages`, { text: 'Noch eine Frage.' });
    expect((await office<object>(`/conversations/${conversationId}`)).body.data).toMatchObject({
      status: 'open',
      assignedStaffId: managerId,
    });
    expect(
      (await api.post(`/api/office/chat/conversations/${conversationId}/close`, undefined, { cookie: manager })).status,
    ).toBe(200);
    expect(
      (await api.post(`/api/office/chat/conversations/${conversationId}/reopen`, undefined, { cookie: manager }))
        .status,
    ).toBe(200);
    expect((await office<ThreadJson>(`/conversations/${conversationId}`)).body.data.status).toBe('open');
    expect((await api.post(`/api/office/chat/conversations/999999/close`, undefined, { cookie: manager })).status).toBe(
      404,
    );
    const templates = (await office<Record<string, { text: string }[]>>('/templates')).body.data;
    expect(templates.de!.map((template) => template.text)).toContain(getDictionary('de')['chat.template.welcome']);
  });

  it('carries messages, read marks and typing live both ways', async () => {
    const { token, conversationId } = (await start({ ...visitor, email: 'live@example.de' })).body.data;
    const visitorEvents = await openChatEvents(`${api.baseUrl}/api/chat/conversations/${token}/events`);
    const staffEvents = await openChatEvents(`${api.baseUrl}/api/office/chat/events`, { cookie: manager });
    try {
      await api.post(`/api/chat/conversations/${token}/messages`, { text: 'Hallo?' });
      const toStaff = await staffEvents.next(
        'message',
        isEvent((data) => data.conversationId === conversationId),
      );
      expect(toStaff.data).toMatchObject({ message: { sender: 'visitor', text: 'Hallo?' } });
      // A colleague with the inbox open sees who else is writing in the conversation; the visitor, only that the agency is.
      const colleague = await openChatEvents(`${api.baseUrl}/api/office/chat/events`, {
        cookie: await api.signIn('chat-admin@linguatrips.test'),
      });
      await api.post(`/api/office/chat/conversations/${conversationId}/typing`, undefined, { cookie: manager });
      expect((await visitorEvents.next('typing')).data).toMatchObject({ by: 'staff', staffId: null });
      expect((await colleague.next('typing')).data).toMatchObject({
        conversationId,
        by: 'staff',
        staffId: managerId,
        name: 'chat-manager',
      });
      colleague.close();
      await api.post(
        `/api/office/chat/conversations/${conversationId}/messages`,
        { text: 'Guten Tag!' },
        { cookie: manager },
      );
      const toVisitor = await visitorEvents.next(
        'message',
        isEvent((data) => data.message.sender === 'staff'),
      );
      expect(toVisitor.data).toMatchObject({ message: { text: 'Guten Tag!', staffName: 'chat-manager' } });
      await api.post(`/api/chat/conversations/${token}/read`, {
        upTo: (toVisitor.data as EventJson).message.id,
      });
      expect(
        (
          await staffEvents.next(
            'read',
            isEvent((data) => data.conversationId === conversationId),
          )
        ).data,
      ).toMatchObject({ by: 'visitor' });
      // While a staff member has the inbox open, the panel says the agency is online.
      expect((await api.get<{ data: unknown }>('/api/chat/status')).body.data).toEqual({
        online: true,
        replyMinutes: 30,
      });
    } finally {
      visitorEvents.close();
      staffEvents.close();
    }
  });

  it('mails an unread visitor message to the agency and an unread reply to the visitor with the link back, each once', async () => {
    const { token, conversationId } = (await start({ ...visitor, email: 'mailed@example.de' })).body.data;
    now = new Date(now.getTime() + 301_000);
    await sweepChat(api.api.chatDeps);
    const agency = await api.api.db.select().from(mails).where(eq(mails.kind, 'chat-agency'));
    const notice = agency.find((mail) => mail.replyTo === 'mailed@example.de')!;
    expect(notice.textBody).toContain(visitor.text);
    expect(notice.recipient).toBe('bookings@linguatrips.example');
    expect(notice.replyTo).toBe('mailed@example.de');
    expect(notice.textBody).toContain(`/office/chat/${conversationId}/`);

    await api.post(
      `/api/office/chat/conversations/${conversationId}/messages`,
      { text: 'Die Antwort: ja.' },
      { cookie: manager },
    );
    await sweepChat(api.api.chatDeps);
    expect(await api.api.db.select().from(mails).where(eq(mails.recipient, 'mailed@example.de'))).toEqual([]);
    now = new Date(now.getTime() + 301_000);
    await sweepChat(api.api.chatDeps);
    await sweepChat(api.api.chatDeps);
    const toVisitor = await api.api.db.select().from(mails).where(eq(mails.recipient, 'mailed@example.de'));
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]!.subject).toBe(getDictionary('de')['mail.chat.subject']);
    expect(toVisitor[0]!.textBody).toContain('Die Antwort: ja.');
    const link = /http:\/\/\S+\/de\/chat\/(\S+)\//.exec(toVisitor[0]!.textBody)![1]!;
    expect(decodeURIComponent(link)).toBe(token);
    // A reply the visitor read in the panel is not mailed.
    await api.post(
      `/api/office/chat/conversations/${conversationId}/messages`,
      { text: 'Gelesen.' },
      { cookie: manager },
    );
    const last = (await thread(token)).messages.at(-1)!.id;
    await api.post(`/api/chat/conversations/${token}/read`, { upTo: last });
    now = new Date(now.getTime() + 301_000);
    await sweepChat(api.api.chatDeps);
    expect(await api.api.db.select().from(mails).where(eq(mails.recipient, 'mailed@example.de'))).toHaveLength(1);
  });

  it('deletes conversations quiet for longer than the privacy window', async () => {
    const { token } = (await start({ ...visitor, email: 'old@example.de' })).body.data;
    now = new Date(now.getTime() + 91 * 86_400_000);
    const { purged } = await sweepChat(api.api.chatDeps);
    expect(purged).toBeGreaterThan(0);
    expect((await api.get(`/api/chat/conversations/${token}`)).status).toBe(404);
  });
});

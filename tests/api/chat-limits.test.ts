// Issue 36 on the running server: the chat's rate limits per address and per conversation (429
// with Retry-After), and the server's own sweep mailing an unread message once
// CHAT_UNREAD_MAIL_SECONDS (one second here) has passed: the test waits for the mail's row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mails } from '#server/db/schema.ts';
import { startTestServer, type TestServer } from './support/start-test-server.ts';
import { testDatabases } from './support/test-databases.ts';

describe.each(testDatabases)('the chat on the running server on $kind', (database) => {
  let site: TestServer;
  let url: string;
  beforeAll(async () => {
    site = await startTestServer(
      database,
      {
        RATE_LIMITS: 'on',
        RATE_LIMIT_CHAT_PER_IP: '100/1m',
        RATE_LIMIT_CHAT_PER_EMAIL: '2/1h',
        RATE_LIMIT_CHAT_PER_CONVERSATION: '3/1m',
        CHAT_UNREAD_MAIL_SECONDS: '1',
      },
      { clock: () => new Date() },
    );
    url = site.server.url;
  });
  afterAll(() => site?.close());

  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(body),
    });
  const open = (email: string) =>
    post('/api/chat/conversations', { culture: 'fr', name: 'Chloé', email, privacyAgreed: true, text: 'Bonjour' });

  it('limits conversations per e-mail address and messages per conversation', async () => {
    const first = await open('chloe@example.fr');
    expect(first.status).toBe(201);
    // The same mailbox however it is spelt.
    expect((await open('Chloe+chat@Example.fr')).status).toBe(201);
    const third = await open('chloe@example.fr');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const { token } = ((await first.json()) as { data: { token: string } }).data;
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post(`/api/chat/conversations/${token}/messages`, { text: `Q${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('mails an unread visitor message to the agency once its time is up', async () => {
    const opened = await open('unread@example.fr');
    const { conversationId } = ((await opened.json()) as { data: { conversationId: number } }).data;
    const until = Date.now() + 15_000;
    let rows: (typeof mails.$inferSelect)[] = [];
    while (rows.length === 0) {
      if (Date.now() > until) throw new Error('the unread message was not mailed');
      rows = await site.server.db.select().from(mails).where(eq(mails.replyTo, 'unread@example.fr'));
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'chat-agency', recipient: 'bookings@linguatrips.example' });
    expect(rows[0]!.textBody).toContain(`/office/chat/${conversationId}/`);
  });
});

// Issue 36, "within a second with two instances running": two API instances on one PostgreSQL
// database, the visitor's live connection on one and the staff member's on the other. A message
// crosses through LISTEN/NOTIFY each way; the test waits on the event itself (no timed
// assertion: `npm run bench:chat` measures how long the crossing takes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { startApi, type StartedApi } from '#server/start-server.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { serveApp, type ServedApp } from './support/serve-app.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';
import { openChatEvents } from './support/chat-events.ts';
import { STAFF_PASSWORD, cookieFrom } from './support/start-staff-test-api.ts';

const postgres = testDatabases.find((database) => database.kind === 'postgres');

describe.runIf(postgres)('the chat across two instances on one PostgreSQL database', () => {
  let handle: TestDatabaseHandle;
  const instances: { api: StartedApi; served: ServedApp }[] = [];
  beforeAll(async () => {
    handle = await postgres!.create();
    for (let i = 0; i < 2; i++) {
      const api = await startApi({
        databaseUrl: handle.databaseUrl,
        contentDir: FIXTURE_CONTENT_DIR,
        config: loadConfig({ ENVIRONMENT_NAME: 'test' }),
      });
      instances.push({ api, served: await serveApp(api.app) });
    }
  });
  afterAll(async () => {
    for (const { api, served } of instances) {
      await served.close();
      await api.close();
    }
    await handle?.drop();
  });

  it('carries a visitor message to the staff member on the other instance, and the reply back', async () => {
    const [a, b] = instances.map((instance) => instance.served.baseUrl) as [string, string];
    const post = (base: string, path: string, body: unknown, cookie?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const added = await instances[1]!.api.staff.add(
      { email: 'two@linguatrips.test', name: 'Marta', role: 'manager' },
      { actor: null, ip: '127.0.0.1', password: STAFF_PASSWORD, invite: false },
    );
    expect(added.kind).toBe('added');
    const cookie = cookieFrom(
      await post(b, '/api/auth/sign-in', { email: 'two@linguatrips.test', password: STAFF_PASSWORD }),
    );

    const opened = await post(a, '/api/chat/conversations', {
      culture: 'en',
      name: 'Ana',
      email: 'ana@example.com',
      privacyAgreed: true,
      text: 'Hello from instance A',
    });
    const { token, conversationId } = ((await opened.json()) as { data: { token: string; conversationId: number } })
      .data;
    const visitor = await openChatEvents(`${a}/api/chat/conversations/${token}/events`);
    const staff = await openChatEvents(`${b}/api/office/chat/events`, { cookie });
    try {
      // The staff member's open inbox on B makes the agency online for the visitor's panel on A.
      expect((await visitor.next('presence', (data) => (data as { online: boolean }).online)).data).toEqual({
        type: 'presence',
        online: true,
      });
      await post(a, `/api/chat/conversations/${token}/messages`, { text: 'Is the residence mixed?' });
      const arrived = await staff.next(
        'message',
        (data) => (data as { message: { text: string } }).message.text === 'Is the residence mixed?',
      );
      expect(arrived.data).toMatchObject({ conversationId, message: { sender: 'visitor' } });

      await post(b, `/api/office/chat/conversations/${conversationId}/messages`, { text: 'Yes, it is.' }, cookie);
      const reply = await visitor.next(
        'message',
        (data) => (data as { message: { sender: string } }).message.sender === 'staff',
      );
      expect(reply.data).toMatchObject({ message: { text: 'Yes, it is.', staffName: 'Marta' } });
    } finally {
      visitor.close();
      staff.close();
    }
  });
});

// The office's newsletter API (issue 9): the subscribers with their consent, filters and pages,
// the CSV export a spreadsheet opens safely, and unsubscribing on request exactly as the
// visitor's own link does. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions as subscriptions, staffAuditLog } from '#server/db/schema.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type SubscriberJson = {
  id: number;
  email: string;
  status: string;
  culture: string;
  createdAt: string;
  consentedAt: string | null;
  consentCulture: string | null;
  unsubscribedAt: string | null;
};
type Page = { total: number; page: number; pageCount: number; pageSize: number; subscribers: SubscriberJson[] };
type Envelope<T> = { success: true; data: T };

const at = (text: string) => new Date(text);

describe.each(testDatabases)('the office newsletter API on $kind', (database) => {
  let api: StaffTestApi;
  let managerId: string;
  let manager: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    managerId = await api.addStaff('mia@linguatrips.test', 'manager');
    manager = await api.signIn('mia@linguatrips.test');
    const rows = await api.api.db
      .insert(subscriptions)
      .values([
        {
          email: 'ana@example.com',
          culture: 'pt',
          status: 'confirmed',
          createdAt: at('2026-11-01T08:00:00Z'),
          consentedAt: at('2026-11-01T08:05:00Z'),
          consentCulture: 'pt',
          confirmToken: 'confirm-ana',
          unsubscribeToken: 'unsub-ana',
        },
        {
          email: 'boris@example.org',
          culture: 'ru',
          status: 'pending',
          createdAt: at('2026-11-02T08:00:00Z'),
          confirmToken: 'confirm-boris',
          unsubscribeToken: 'unsub-boris',
        },
        {
          email: 'carla@example.com',
          culture: 'es',
          status: 'unsubscribed',
          createdAt: at('2026-11-03T08:00:00Z'),
          consentedAt: at('2026-11-03T08:01:00Z'),
          consentCulture: 'es',
          unsubscribeToken: 'unsub-carla',
          unsubscribedAt: at('2026-11-10T12:00:00Z'),
        },
        // An address a spreadsheet would take for a formula, as someone could type it.
        {
          email: '=cmd|calc@example.com',
          culture: 'en',
          status: 'confirmed',
          createdAt: at('2026-11-04T08:00:00Z'),
          consentedAt: at('2026-11-04T09:00:00Z'),
          consentCulture: 'en',
          confirmToken: 'confirm-x',
          unsubscribeToken: 'unsub-x',
        },
        // From before the double opt-in: pending, without links.
        { email: 'old@example.net', culture: 'de', status: 'pending', createdAt: at('2026-10-01T08:00:00Z') },
      ])
      .returning({ id: subscriptions.id, email: subscriptions.email });
    for (const row of rows) ids[row.email] = row.id;
  });
  afterAll(() => api?.close());

  const list = async (query = '') => {
    const response = await fetch(`${api.baseUrl}/api/office/newsletter${query}`, { headers: { cookie: manager } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ((await response.json()) as Envelope<Page>).data;
  };
  const row = async (id: number) => (await api.api.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

  it('lists the subscribers newest first with their status, consent and culture, and no link secrets', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 5, page: 1, pageCount: 1, pageSize: 50 });
    expect(page.subscribers.map((subscriber) => subscriber.email)).toEqual([
      '=cmd|calc@example.com',
      'carla@example.com',
      'boris@example.org',
      'ana@example.com',
      'old@example.net',
    ]);
    expect(page.subscribers[3]).toEqual({
      id: ids['ana@example.com'],
      email: 'ana@example.com',
      status: 'confirmed',
      culture: 'pt',
      createdAt: '2026-11-01T08:00:00.000Z',
      consentedAt: '2026-11-01T08:05:00.000Z',
      consentCulture: 'pt',
      unsubscribedAt: null,
    });
    expect(JSON.stringify(page)).not.toMatch(/confirm-|unsub-/);
  });

  it('filters by status and by a piece of the address, in any case', async () => {
    expect((await list('?status=confirmed')).subscribers.map((subscriber) => subscriber.email)).toEqual([
      '=cmd|calc@example.com',
      'ana@example.com',
    ]);
    expect((await list('?status=pending&q=EXAMPLE.')).subscribers.map((subscriber) => subscriber.email)).toEqual([
      'boris@example.org',
      'old@example.net',
    ]);
    expect((await list('?q=_')).total).toBe(0);
    const bad = await fetch(`${api.baseUrl}/api/office/newsletter?status=queued`, { headers: { cookie: manager } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      success: false,
      error: { message: expect.stringMatching(/status must be one of pending, confirmed, unsubscribed/) },
    });
  });

  it('exports the filtered list as CSV for spreadsheets: BOM, header, quoting, formula guard, UTC times', async () => {
    const response = await fetch(`${api.baseUrl}/api/office/newsletter/export.csv?status=confirmed`, {
      headers: { cookie: manager },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="newsletter-subscribers-2026-11-22.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFEmail,Status,Culture,Subscribed (UTC),Consent given (UTC),Consent culture,Unsubscribed (UTC)\r\n' +
        "'=cmd|calc@example.com,confirmed,en,2026-11-04 08:00:00,2026-11-04 09:00:00,en,\r\n" +
        'ana@example.com,confirmed,pt,2026-11-01 08:00:00,2026-11-01 08:05:00,pt,\r\n',
    );
    const everyone = await (
      await fetch(`${api.baseUrl}/api/office/newsletter/export.csv`, { headers: { cookie: manager } })
    ).text();
    expect(everyone.trimEnd().split('\r\n')).toHaveLength(6);
    expect(
      (await fetch(`${api.baseUrl}/api/office/newsletter/export.csv?status=nope`, { headers: { cookie: manager } }))
        .status,
    ).toBe(400);
  });

  it('unsubscribes on request as the link does: status, time, confirmation link withdrawn, audited', async () => {
    const id = ids['ana@example.com']!;
    const response = await api.post(`/api/office/newsletter/${id}/unsubscribe`, {}, { cookie: manager });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: { id, email: 'ana@example.com', status: 'unsubscribed', wasAlready: false },
    });
    expect(await row(id)).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: at('2026-11-22T10:00:00Z'),
      confirmToken: null,
      unsubscribeToken: 'unsub-ana',
      consentedAt: at('2026-11-01T08:05:00Z'),
    });
    const [audit] = await api.api.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'newsletter-unsubscribed',
      actorId: managerId,
      email: 'ana@example.com',
      detail: { subscriptionId: String(id), from: 'confirmed' },
    });
    // The old confirmation link cannot subscribe the address again.
    expect(
      (await api.api.db.select().from(subscriptions).where(eq(subscriptions.confirmToken, 'confirm-ana'))).length,
    ).toBe(0);
  });

  it('unsubscribes a pending address without links too; again is no error, keeps the first time, and is not audited twice', async () => {
    const id = ids['old@example.net']!;
    expect((await api.post(`/api/office/newsletter/${id}/unsubscribe`, {}, { cookie: manager })).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: at('2026-11-22T10:00:00Z') });
    const audits = async () =>
      (await api.api.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'newsletter-unsubscribed'))).length;
    const before = await audits();
    const carla = ids['carla@example.com']!;
    const again = await api.post(`/api/office/newsletter/${carla}/unsubscribe`, {}, { cookie: manager });
    expect(await again.json()).toMatchObject({ success: true, data: { wasAlready: true } });
    expect(await row(carla)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: at('2026-11-10T12:00:00Z') });
    expect(await audits()).toBe(before);
  });

  it('answers 404 for a subscription that does not exist', async () => {
    expect((await api.post('/api/office/newsletter/999999/unsubscribe', {}, { cookie: manager })).status).toBe(404);
    expect((await api.post('/api/office/newsletter/abc/unsubscribe', {}, { cookie: manager })).status).toBe(404);
  });
});

// The office's mail queue API (issue 9): the counts and the log, one mail without the words of a
// mail with a secret link, retrying a failed mail through the real queue to a real SMTP server,
// and the copy the bookings page resends. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_MAIL_STATUSES } from '#domain/office/office-list-query.ts';
import { isPrivateMailKind } from '#domain/office/private-mail-kinds.ts';
import { bookings as bookingRows, MAIL_STATUSES, mails, staffAuditLog } from '#server/db/schema.ts';
import { createMailer } from '#server/mail/create-mailer.ts';
import type { Mailer } from '#server/mail/mail-message.ts';
import { newsletterConfirmationMail } from '#server/newsletter/mails/newsletter-confirmation-mail.ts';
import { staffPasswordMail } from '#server/staff/mails/staff-password-mail.ts';
import { createBookingService } from '#server/bookings/booking-service.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { bookingForm, MAIL_TEST_CONFIG, SCHOOL_ID } from './support/start-booking-mail-test.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type MailJson = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  sentAt: string | null;
  bookingId: number | null;
  bookingReference: string | null;
};
type Overview = {
  counts: { queued: number; retrying: number; failed: number; sentSince: number };
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  mails: MailJson[];
};
type Envelope<T> = { success: true; data: T };
type Failure = { success: false; error: { message: string } };

const at = (text: string) => new Date(text);

describe('the kinds the office hides', () => {
  it('are the kinds the secret-link mails are made with, and the statuses are the stored ones', () => {
    const reset = staffPasswordMail({ to: 'a@linguatrips.test', name: 'A', url: 'https://x/reset', invitation: false });
    const invitation = staffPasswordMail({
      to: 'a@linguatrips.test',
      name: 'A',
      url: 'https://x/reset',
      invitation: true,
    });
    const confirmation = newsletterConfirmationMail({
      to: 'r@example.com',
      culture: 'en',
      requestedAt: TEST_NOW.toISOString(),
      site: 'x',
      confirmUrl: 'https://x/c',
      unsubscribeUrl: 'https://x/u',
    });
    for (const mail of [reset, invitation, confirmation]) expect(isPrivateMailKind(mail.kind), mail.kind).toBe(true);
    expect([...OFFICE_MAIL_STATUSES]).toEqual([...MAIL_STATUSES]);
  });
});

describe.each(testDatabases)('the office mail API on $kind', (database) => {
  let api: StaffTestApi;
  let inbox: SmtpInbox;
  let mailer: Mailer;
  let managerId: string;
  let manager: string;
  let admin: string;
  let bookingId: number;
  let bookingReference: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    inbox = await startSmtpInbox();
    mailer = createMailer({ smtpUrl: inbox.url, from: MAIL_TEST_CONFIG.mailFrom, outboxDir: 'unused' });
    managerId = await api.addStaff('mia@linguatrips.test', 'manager');
    manager = await api.signIn('mia@linguatrips.test');
    await api.addStaff('root@linguatrips.test', 'administrator');
    admin = await api.signIn('root@linguatrips.test');

    // A real booking: its two mails queued (no worker yet, so they wait).
    const bookings = createBookingService({
      db: api.api.db,
      clock: () => TEST_NOW,
      config: MAIL_TEST_CONFIG,
      mails: api.mailQueue,
    });
    const placed = await bookings.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: bookingForm({ name: 'Ana Lima', email: 'ana@example.com' }),
    });
    if (placed.kind !== 'booked') throw new Error(`not booked: ${placed.kind}`);
    const [booked] = await api.api.db.select().from(bookingRows).where(eq(bookingRows.publicId, placed.publicId));
    bookingId = booked!.id;
    bookingReference = placed.reference;
    // A real invitation (a secret link) and a real newsletter confirmation (another).
    expect(
      (
        await api.post(
          '/api/office/staff',
          { email: 'nina@linguatrips.test', name: 'Nina', role: 'manager' },
          { cookie: admin },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await fetch(`${api.baseUrl}/api/services/subscribetonewsletter/?email=reader%40example.com&culture=en`, {
          method: 'POST',
          headers: { origin: api.baseUrl },
        })
      ).status,
    ).toBe(200);

    // What the queue leaves after a bad day: a mail given up on, one waiting for its next try, one sent today, one sent yesterday.
    const row = (recipient: string) => ({
      bookingId,
      kind: 'booking-visitor',
      name: `LT-${recipient}`,
      recipient,
      subject: `Your booking (${recipient})`,
      textBody: `Dear ${recipient}, your booking.`,
      htmlBody: '<p>Your booking.</p>',
    });
    const inserted = await api.api.db
      .insert(mails)
      .values([
        {
          ...row('lost@example.com'),
          messageId: '<failed-1@linguatrips.example>',
          status: 'failed',
          attempts: 3,
          lastError: '550 mailbox unavailable',
          createdAt: at('2026-11-22T08:00:00Z'),
          lastAttemptAt: at('2026-11-22T08:20:00Z'),
        },
        {
          ...row('slow@example.com'),
          messageId: '<retrying-1@linguatrips.example>',
          status: 'retrying',
          attempts: 1,
          lastError: 'connection timed out',
          createdAt: at('2026-11-22T09:00:00Z'),
          lastAttemptAt: at('2026-11-22T09:00:05Z'),
        },
        {
          ...row('today@example.com'),
          messageId: '<sent-1@linguatrips.example>',
          status: 'sent',
          attempts: 1,
          createdAt: at('2026-11-22T07:00:00Z'),
          lastAttemptAt: at('2026-11-22T07:00:02Z'),
          sentAt: at('2026-11-22T07:00:02Z'),
        },
        {
          ...row('yesterday@example.com'),
          messageId: '<sent-2@linguatrips.example>',
          status: 'sent',
          attempts: 1,
          createdAt: at('2026-11-21T07:00:00Z'),
          lastAttemptAt: at('2026-11-21T07:00:02Z'),
          sentAt: at('2026-11-21T07:00:02Z'),
        },
      ])
      .returning({ id: mails.id, recipient: mails.recipient });
    for (const mail of inserted) ids[mail.recipient] = mail.id;
    const all = await api.api.db.select({ id: mails.id, kind: mails.kind }).from(mails);
    for (const mail of all) ids[mail.kind] ??= mail.id;
  });
  afterAll(async () => {
    await api?.close();
    mailer?.close();
    await inbox?.close();
  });

  const get = async <T>(path: string, cookie = manager) => {
    const response = await fetch(`${api.baseUrl}${path}`, { headers: { cookie } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    return { status: response.status, body: (await response.json()) as T };
  };
  const overview = async (query = '') => (await get<Envelope<Overview>>(`/api/office/mail${query}`)).body.data;

  it('counts the queue at a glance: waiting, retrying, failed, sent today', async () => {
    const { counts, total } = await overview();
    // Two booking mails, the invitation and the newsletter confirmation wait for the worker.
    expect(counts).toEqual({ queued: 4, retrying: 1, failed: 1, sentSince: 1 });
    expect(total).toBe(8);
  });

  it('lists the mails newest first, with the booking reference, and no words', async () => {
    const { mails: listed, page, pageCount, pageSize } = await overview();
    expect({ page, pageCount, pageSize }).toEqual({ page: 1, pageCount: 1, pageSize: 50 });
    expect(listed.map((mail) => mail.id)).toEqual([...listed.map((mail) => mail.id)].sort((a, b) => b - a));
    const failed = listed.find((mail) => mail.id === ids['lost@example.com'])!;
    expect(failed).toMatchObject({
      kind: 'booking-visitor',
      status: 'failed',
      attempts: 3,
      lastError: '550 mailbox unavailable',
      createdAt: '2026-11-22T08:00:00.000Z',
      lastAttemptAt: '2026-11-22T08:20:00.000Z',
      sentAt: null,
      bookingId,
      bookingReference,
    });
    expect(listed.find((mail) => mail.kind === 'staff-invitation')).toMatchObject({
      bookingId: null,
      bookingReference: null,
      status: 'queued',
    });
    for (const mail of listed)
      expect(Object.keys(mail)).not.toEqual(expect.arrayContaining(['text', 'textBody', 'htmlBody']));
  });

  it('filters by status and by a piece of the recipient, in any case, and pages', async () => {
    expect((await overview('?status=failed')).mails.map((mail) => mail.recipient)).toEqual(['lost@example.com']);
    expect((await overview('?status=sent')).mails.map((mail) => mail.recipient)).toEqual([
      'today@example.com',
      'yesterday@example.com',
    ]);
    expect((await overview('?q=EXAMPLE.COM&status=queued')).mails.map((mail) => mail.recipient).sort()).toEqual([
      'ana@example.com',
      'reader@example.com',
    ]);
    expect((await overview('?q=100%25')).total).toBe(0);
    // A page past the end shows the last page.
    expect((await overview('?page=9')).page).toBe(1);
    const bad = await get<Failure>('/api/office/mail?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/status must be one of queued, retrying, sent, failed/);
    expect((await get<Failure>('/api/office/mail?page=0')).status).toBe(400);
  });

  it('shows a mail with its headers and words', async () => {
    const { status, body } = await get<
      Envelope<MailJson & { text: string; private: boolean; messageId: string; name: string }>
    >(`/api/office/mail/${ids['booking-visitor']}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ private: false, recipient: 'ana@example.com', kind: 'booking-visitor' });
    expect(body.data.text).toContain('Ana Lima');
    expect(body.data.messageId).toMatch(/^<.+@linguatrips\.example>$/);
  });

  it('never returns the words of a mail with a secret link', async () => {
    const secrets = await api.api.db.select().from(mails).where(eq(mails.kind, 'staff-invitation'));
    const confirmations = await api.api.db.select().from(mails).where(eq(mails.kind, 'newsletter-confirmation'));
    for (const mail of [...secrets, ...confirmations]) {
      const token = /(?:token=|\/confirm\/)([A-Za-z0-9_-]{20,})/.exec(mail.textBody)![1]!;
      const response = await fetch(`${api.baseUrl}/api/office/mail/${mail.id}`, { headers: { cookie: manager } });
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(JSON.parse(text)).toMatchObject({
        data: { private: true, text: null, headers: null, subject: mail.subject },
      });
      expect(text).not.toContain(token);
      expect(
        await (await fetch(`${api.baseUrl}/api/office/mail`, { headers: { cookie: manager } })).text(),
      ).not.toContain(token);
    }
  });

  it('answers 404 for a mail that does not exist, and 409 for retrying a mail that has not failed', async () => {
    expect((await get<Failure>('/api/office/mail/999999')).status).toBe(404);
    expect((await get<Failure>('/api/office/mail/abc')).status).toBe(404);
    expect((await api.post('/api/office/mail/999999/retry', {}, { cookie: manager })).status).toBe(404);
    for (const id of [ids['slow@example.com'], ids['booking-visitor'], ids['today@example.com']]) {
      const response = await api.post(`/api/office/mail/${id}/retry`, {}, { cookie: manager });
      expect(response.status).toBe(409);
      expect(((await response.json()) as Failure).error.message).toMatch(
        /^only a failed mail can be retried; this one is (retrying|queued|sent)$/,
      );
    }
  });

  it('retries a failed mail: the same row and Message-ID, queued again, delivered, and audited', async () => {
    const id = ids['lost@example.com']!;
    const jobsBefore = await api.queuedJobs();
    const response = await api.post(`/api/office/mail/${id}/retry`, {}, { cookie: manager });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Envelope<MailJson>).data).toMatchObject({
      id,
      status: 'queued',
      attempts: 3,
      lastError: '550 mailbox unavailable',
    });
    expect(await api.queuedJobs()).toBe(jobsBefore + 1);
    expect(
      await (await fetch(`${api.baseUrl}/api/office/mail?status=failed`, { headers: { cookie: manager } })).json(),
    ).toMatchObject({ data: { total: 0, counts: { failed: 0, queued: 5 } } });
    const [audit] = await api.api.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'mail-retried',
      actorId: managerId,
      email: 'lost@example.com',
      detail: { mailId: String(id), kind: 'booking-visitor' },
    });
    // Retrying again at once: it is queued, not failed.
    expect((await api.post(`/api/office/mail/${id}/retry`, {}, { cookie: manager })).status).toBe(409);

    await api.mailQueue.work(mailer);
    const until = Date.now() + 20_000;
    while (!inbox.mails.some((mail) => mail.to.includes('lost@example.com'))) {
      if (Date.now() > until) throw new Error('the retried mail did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const delivered = inbox.mails.find((mail) => mail.to.includes('lost@example.com'))!;
    expect(delivered.messageId).toBe('<failed-1@linguatrips.example>');
    expect(delivered.subject).toBe('Your booking (lost@example.com)');
    let row = (await api.api.db.select().from(mails).where(eq(mails.id, id)))[0]!;
    while (row.status !== 'sent' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = (await api.api.db.select().from(mails).where(eq(mails.id, id)))[0]!;
    }
    expect(row).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('resends a copy for the bookings page: a new mail by the staff member, in one transaction with their own work', async () => {
    const office = api.api.office.mail;
    const actor = { id: managerId, email: 'mia@linguatrips.test', name: 'mia', role: 'manager' as const };
    const original = (await api.api.db.select().from(mails).where(eq(mails.id, ids['booking-visitor']!)))[0]!;
    let seen: number | null = null;
    const outcome = await office.resend(original.id, actor, {
      alsoInTransaction: async (_tx, newId) => void (seen = newId),
    });
    expect(outcome.kind).toBe('queued');
    const copyId = (outcome as { mailId: number }).mailId;
    expect(seen).toBe(copyId);
    const copy = (await api.api.db.select().from(mails).where(eq(mails.id, copyId)))[0]!;
    expect(copy).toMatchObject({
      bookingId,
      kind: original.kind,
      recipient: original.recipient,
      subject: original.subject,
      textBody: original.textBody,
      htmlBody: original.htmlBody,
      sentByStaffId: managerId,
    });
    expect(copy.messageId).not.toBe(original.messageId);
    expect(copy.id).toBeGreaterThan(original.id);
    expect(
      (await get<Envelope<{ sentByStaffName: string | null }>>(`/api/office/mail/${copyId}`)).body.data.sentByStaffName,
    ).toBe('mia');

    const before = (await api.api.db.select().from(mails)).length;
    await expect(
      office.resend(original.id, actor, {
        alsoInTransaction: () => Promise.reject(new Error('the event could not be written')),
      }),
    ).rejects.toThrow('the event could not be written');
    expect((await api.api.db.select().from(mails)).length).toBe(before);

    expect(await office.resend(ids['staff-invitation']!, actor)).toEqual({ kind: 'private' });
    expect(await office.resend(999_999, actor)).toEqual({ kind: 'notFound' });
  });
});

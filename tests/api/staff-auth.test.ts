import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS } from '#domain/staff/staff-permission.ts';
import { mails, staffAuditLog, staffSessions } from '#server/db/schema.ts';
import { cookieFrom, STAFF_PASSWORD, startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Envelope<T> = { success: true; data: T } | { success: false; error: { field?: string; message: string } };
type Me = { id: string; email: string; name: string; role: string } | null;

describe.each(testDatabases)('staff sign-in on $kind', (database) => {
  let api: StaffTestApi;
  // Each test starts an hour after the last, so the 15-minute limits of one never reach the next.
  let now = new Date('2026-11-22T10:00:00Z');
  beforeEach(() => {
    now = new Date(now.getTime() + 60 * 60_000);
  });
  beforeAll(async () => {
    api = await startStaffTestApi(database, { clock: () => now });
    await api.addStaff('ada@linguatrips.test', 'administrator');
    await api.addStaff('max@linguatrips.test', 'manager');
  });
  afterAll(() => api?.close());

  const me = async (cookie?: string) => {
    const response = await fetch(`${api.baseUrl}/api/me`, cookie ? { headers: { cookie } } : {});
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      body: (await response.json()) as Envelope<Me>,
    };
  };
  const auditOf = (email: string) =>
    api.api.db.select().from(staffAuditLog).where(eq(staffAuditLog.email, email)).orderBy(desc(staffAuditLog.id));

  it('answers /api/me with null for an anonymous visitor, never cached', async () => {
    expect(await me()).toEqual({ status: 200, cacheControl: 'no-store', body: { success: true, data: null } });
    expect((await me('lt-office.session_token=forged.value')).body).toEqual({ success: true, data: null });
  });

  it('signs a staff member in with an HttpOnly, SameSite=Lax session cookie stored in the database', async () => {
    const response = await api.post('/api/auth/sign-in', { email: ' Ada@LinguaTrips.TEST ', password: STAFF_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Envelope<Me>;
    expect(body).toEqual({
      success: true,
      data: { id: expect.any(String), email: 'ada@linguatrips.test', name: 'ada', role: 'administrator' },
    });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^lt-office\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    // BASE_ADDRESS is http in tests: no Secure flag (it would stop the cookie coming back).
    expect(cookie).not.toMatch(/; Secure/i);
    const signedIn = await me(cookieFrom(response));
    // /api/me adds what the role may do, for the islands' staff tools (an administrator: everything).
    expect(signedIn.body).toEqual({
      success: true,
      data: { ...(body as { data: object }).data, permissions: [...STAFF_PERMISSIONS] },
    });
    expect(signedIn.cacheControl).toBe('no-store');
    const id = (body as { data: { id: string } }).data.id;
    const sessions = await api.api.db.select().from(staffSessions).where(eq(staffSessions.userId, id));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions[0]!.ipAddress).toBe('127.0.0.1');
    expect((await auditOf('ada@linguatrips.test'))[0]).toMatchObject({
      action: 'sign-in',
      actorId: id,
      ip: '127.0.0.1',
      at: now,
    });
  });

  it('refuses a wrong password and an unknown address with the same 401, and audits both', async () => {
    const wrong = await api.post('/api/auth/sign-in', {
      email: 'max@linguatrips.test',
      password: 'not the password at all',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const unknown = await api.post('/api/auth/sign-in', {
      email: 'nobody@linguatrips.test',
      password: 'not the password at all',
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
    expect((await auditOf('max@linguatrips.test'))[0]).toMatchObject({
      action: 'sign-in-failed',
      actorId: null,
      ip: '127.0.0.1',
      detail: { reason: 'credentials' },
    });
    expect((await auditOf('nobody@linguatrips.test'))[0]).toMatchObject({
      action: 'sign-in-failed',
      detail: { reason: 'credentials' },
    });
  });

  it('answers 400 naming the field for a sign-in that is not one', async () => {
    const response = await api.post('/api/auth/sign-in', { email: 'not-an-address', password: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: { field: 'email', message: 'email must be an e-mail address' },
    });
    expect((await api.post('/api/auth/sign-in', { email: 'max@linguatrips.test' })).status).toBe(400);
  });

  it('refuses sign-in and sign-out from another site or with no Origin (403)', async () => {
    expect(
      (
        await api.post(
          '/api/auth/sign-in',
          { email: 'ada@linguatrips.test', password: STAFF_PASSWORD },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api.post(
          '/api/auth/sign-in',
          { email: 'ada@linguatrips.test', password: STAFF_PASSWORD },
          { origin: null },
        )
      ).status,
    ).toBe(403);
    const cookie = await api.signIn('ada@linguatrips.test');
    expect((await api.post('/api/auth/sign-out', undefined, { cookie, origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await me(cookie)).body.success && (await me(cookie)).body).toMatchObject({
      data: { email: 'ada@linguatrips.test' },
    });
  });

  it('pauses one account from one address after 5 failures, a minute first, then longer: 429 with Retry-After, even with the right password', async () => {
    // Failures are remembered for a day, but only since the account's last success from the address:
    // the wrong password of an earlier test no longer counts once Max has signed in.
    await api.signIn('max@linguatrips.test');
    now = new Date(now.getTime() + 1000);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (await api.post('/api/auth/sign-in', { email: 'max@linguatrips.test', password: `wrong password ${attempt}` }))
          .status,
      ).toBe(401);
    const limited = await api.post('/api/auth/sign-in', { email: 'max@linguatrips.test', password: STAFF_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(
      /too many failed sign-ins/,
    );
    expect((await auditOf('max@linguatrips.test'))[0]).toMatchObject({ action: 'sign-in-limited', ip: '127.0.0.1' });
    // Another address from the same IP is not held back by this one's failures.
    expect(
      (await api.post('/api/auth/sign-in', { email: 'ada@linguatrips.test', password: STAFF_PASSWORD })).status,
    ).toBe(200);
    // A minute on, one more wrong password doubles the pause; once it is over, the right password works.
    now = new Date(now.getTime() + 60_000);
    expect(
      (await api.post('/api/auth/sign-in', { email: 'max@linguatrips.test', password: 'wrong password again' })).status,
    ).toBe(401);
    expect(
      (await api.post('/api/auth/sign-in', { email: 'max@linguatrips.test', password: STAFF_PASSWORD })).headers.get(
        'retry-after',
      ),
    ).toBe('120');
    now = new Date(now.getTime() + 120_000);
    expect(
      (await api.post('/api/auth/sign-in', { email: 'max@linguatrips.test', password: STAFF_PASSWORD })).status,
    ).toBe(200);
  });

  it('does not let a stranger’s wrong passwords from another address keep the staff member out of their own', async () => {
    const attacker = { headers: new Headers(), ip: '203.0.113.66' };
    const office = { headers: new Headers(), ip: '198.51.100.20' };
    // The stranger keeps trying, each time the pause allows, for well over the old 15-minute lock.
    const answers: string[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      answers.push(
        (await api.api.staff.signIn({ email: 'max@linguatrips.test', password: `guess number ${attempt}` }, attacker))
          .kind,
      );
      now = new Date(now.getTime() + 10_000);
    }
    expect(answers.slice(0, 5)).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
    expect(answers.slice(5)).toContain('limited');
    const outcome = await api.api.staff.signIn({ email: 'max@linguatrips.test', password: STAFF_PASSWORD }, office);
    expect(outcome.kind).toBe('signedIn');
    // And the stranger is still paused on their own address.
    expect(
      (await api.api.staff.signIn({ email: 'max@linguatrips.test', password: STAFF_PASSWORD }, attacker)).kind,
    ).toBe('limited');
  });

  it('limits failed sign-ins to 20 per IP in 15 minutes, whatever the addresses', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1)
      expect(
        (
          await api.post('/api/auth/sign-in', {
            email: `guess${attempt}@linguatrips.test`,
            password: 'wrong password here',
          })
        ).status,
      ).toBe(401);
    const limited = await api.post('/api/auth/sign-in', { email: 'ada@linguatrips.test', password: STAFF_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(900);
  });

  it('signs out: the session row is deleted, the cookie cleared, and the old cookie is worth nothing', async () => {
    const cookie = await api.signIn('max@linguatrips.test');
    const response = await api.post('/api/auth/sign-out', undefined, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { signedOut: true } });
    expect(response.headers.getSetCookie().find((line) => line.startsWith('lt-office.session_token='))).toMatch(
      /Max-Age=0/i,
    );
    expect((await me(cookie)).body).toEqual({ success: true, data: null });
    expect((await auditOf('max@linguatrips.test'))[0]).toMatchObject({ action: 'sign-out', ip: '127.0.0.1' });
    // Signing out again with the dead cookie, or with a forged one, is no error.
    expect((await api.post('/api/auth/sign-out', undefined, { cookie })).status).toBe(200);
    expect(
      (await api.post('/api/auth/sign-out', undefined, { cookie: 'lt-office.session_token=forged.value' })).status,
    ).toBe(200);
  });

  it('signs out everywhere: every session of the person ends, not only this one', async () => {
    const here = await api.signIn('max@linguatrips.test');
    const there = await api.signIn('max@linguatrips.test');
    const response = await api.post('/api/office/sign-out-everywhere', undefined, { cookie: here });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: { signedOut: true } });
    expect((await me(here)).body.success && (await me(here)).body).toMatchObject({ data: null });
    expect((await me(there)).body).toEqual({ success: true, data: null });
    expect((await auditOf('max@linguatrips.test'))[0]).toMatchObject({ action: 'sign-out-everywhere' });
  });

  it('queues a reset mail through the durable queue, whose link sets a new password once and ends old sessions', async () => {
    const jobsBefore = await api.queuedJobs();
    const oldSession = await api.signIn('max@linguatrips.test');
    const response = await api.post('/api/auth/password-reset', { email: 'MAX@linguatrips.test' });
    expect(response.status).toBe(200);
    // The link is made and queued after the answer.
    await api.api.staff.settled();
    const [mail] = await api.api.db
      .select()
      .from(mails)
      .where(and(eq(mails.recipient, 'max@linguatrips.test'), eq(mails.kind, 'staff-password-reset')))
      .orderBy(desc(mails.id));
    expect(mail).toMatchObject({
      status: 'queued',
      bookingId: null,
      subject: 'Reset your LinguaTrips office password',
    });
    expect(await api.queuedJobs()).toBe(jobsBefore + 1);
    const link = /http:\/\/localhost:4321\/office\/reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody);
    expect(link).not.toBeNull();
    expect(mail!.htmlBody).toContain(link![0]);
    const token = link![1]!;

    expect((await api.post('/api/auth/password-reset/confirm', { token, password: 'short' })).status).toBe(400);
    const reset = await api.post('/api/auth/password-reset/confirm', { token, password: 'a brand new passphrase' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ success: true, data: { email: 'max@linguatrips.test' } });
    expect((await me(oldSession)).body).toEqual({ success: true, data: null });
    expect(
      (await api.post('/api/auth/sign-in', { email: 'max@linguatrips.test', password: STAFF_PASSWORD })).status,
    ).toBe(401);
    await api.signIn('max@linguatrips.test', 'a brand new passphrase');
    // Spent: the same link does nothing a second time.
    const again = await api.post('/api/auth/password-reset/confirm', { token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      success: false,
      error: { field: 'token', message: 'this link is not valid any more: ask for a new one' },
    });
    const actions = (await auditOf('max@linguatrips.test')).map((row) => row.action);
    expect(actions).toContain('password-reset-requested');
    expect(actions).toContain('password-reset');
  });

  it('answers a reset request for an unknown address exactly as for a known one, and queues nothing', async () => {
    const before = await api.queuedJobs();
    const response = await api.post('/api/auth/password-reset', { email: 'stranger@linguatrips.test' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { message: string } }).data.message).toMatch(
      /if this address belongs to a staff member/,
    );
    expect(await api.queuedJobs()).toBe(before);
    expect(await api.api.db.select().from(mails).where(eq(mails.recipient, 'stranger@linguatrips.test'))).toEqual([]);
  });

  it('answers a reset request before it looks the address up: the same answer for staff and strangers, the mail queued afterwards', async () => {
    const queue = api.mailQueue;
    // The queue holds the reset mail at a gate: an answer that waited for the mail would never come.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let reachedQueue = false;
    api.api.mails.current = {
      ...queue,
      enqueue: async (tx, outgoing) => ((reachedQueue = true), await gate, queue.enqueue(tx, outgoing)),
    };
    try {
      const answer = async (email: string) => {
        const response = await api.post('/api/auth/password-reset', { email });
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          cache: response.headers.get('cache-control'),
          body: await response.text(),
        };
      };
      const unanswered = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the answer waited for the mail')), 10_000),
      );
      const strangerAnswer = await Promise.race([answer('someone-else@linguatrips.test'), unanswered]);
      // The mail is queued in a transaction, held at the gate; on PGlite's one connection nothing else
      // reaches the database until it opens, so the staff member's request is the last one before it.
      const staffAnswer = await Promise.race([answer('ada@linguatrips.test'), unanswered]);
      expect(staffAnswer.status).toBe(200);
      expect(strangerAnswer).toEqual(staffAnswer);
      open();
      await api.api.staff.settled();
      expect(reachedQueue).toBe(true);
      expect(
        await api.api.db
          .select({ status: mails.status })
          .from(mails)
          .where(and(eq(mails.recipient, 'ada@linguatrips.test'), eq(mails.kind, 'staff-password-reset'))),
      ).toEqual([{ status: 'queued' }]);
      expect(await api.api.db.select().from(mails).where(eq(mails.recipient, 'someone-else@linguatrips.test'))).toEqual(
        [],
      );
    } finally {
      open();
      api.api.mails.current = queue;
    }
  });

  it('limits reset requests to 3 per address in 15 minutes', async () => {
    for (let request = 0; request < 3; request += 1)
      expect((await api.post('/api/auth/password-reset', { email: 'ada@linguatrips.test' })).status).toBe(200);
    const limited = await api.post('/api/auth/password-reset', { email: 'ada@linguatrips.test' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
  });
});

// The office over HTTP against the built site, without a browser: every office page walked for
// anonymous visitors and for each role, sign-in and its limit, sign-out, the reset mail and its
// link, the staff page's forms. On PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { desc, eq } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { officePageAccess } from '#domain/staff/office-page-access.ts';
import { can } from '#domain/staff/staff-permission.ts';
import { STAFF_ROLES, type StaffRole } from '#domain/staff/staff-role.ts';
import { staffAuditLog, staffMembers } from '#server/db/schema.ts';
import { OFFICE_FORBIDDEN_PAGE } from '#server/office/pages/guard-office-request.ts';
import { testDatabases, type TestDatabaseHandle } from '../api/support/test-databases.ts';
import { addOfficeStaff, cookieOf, OFFICE_PASSWORD, officePagePaths } from './support/office-staff.ts';
import { startSite, type TestSite } from './support/start-site.ts';

for (const database of testDatabases) {
  test.describe(`the office on ${database.kind}`, () => {
    test.describe.configure({ mode: 'serial' });
    let handle: TestDatabaseHandle;
    let site: TestSite;
    const emailOf = (role: StaffRole) => `office-${role}@linguatrips.test`;

    test.beforeAll(async () => {
      // A site on a fresh database seeds the catalogue first: slow while other suites start theirs.
      test.setTimeout(120_000);
      handle = await database.create();
      site = await startSite(handle.databaseUrl ? { databaseUrl: handle.databaseUrl } : {});
      for (const role of STAFF_ROLES) await addOfficeStaff(site, emailOf(role), role);
    });
    test.afterAll(async () => {
      await site?.close();
      await handle?.drop();
    });

    const get = (path: string, cookie?: string) =>
      fetch(`${site.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    const post = (path: string, fields: Record<string, string>, options: { cookie?: string; origin?: string } = {}) =>
      fetch(`${site.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: options.origin ?? site.url,
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: new URLSearchParams(fields),
      });
    const signIn = async (email: string, password = OFFICE_PASSWORD) => {
      const response = await post('/office/sign-in/', { email, password, next: '/office/' });
      expect(response.status, `sign-in of ${email}`).toBe(303);
      return cookieOf(response);
    };
    const expectPrivate = (response: Response, path: string) => {
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
    };

    test('finds the office pages in the source', () => {
      expect(officePagePaths()).toEqual(
        expect.arrayContaining([
          '/office/',
          '/office/sign-in/',
          '/office/staff/',
          '/office/forgot-password/',
          '/office/reset-password/',
          '/office/chat/',
          '/office/chat/x/',
          '/office/catalogue/x/edit/x/',
          '/office/catalogue/translations/',
          '/office/catalogue/x/translations/',
          '/office/catalogue/seo/translations/',
          '/office/catalogue/terms/',
          '/office/catalogue/new/',
        ]),
      );
    });

    test('sends an anonymous visitor from every office page but the public ones to sign in, never cached or indexed', async () => {
      for (const path of officePagePaths()) {
        const response = await get(path);
        expectPrivate(response, path);
        if (officePageAccess(path) === 'public') {
          expect([200, 400], path).toContain(response.status);
          expect(await response.text(), path).toContain('<meta name="robots" content="noindex">');
        } else {
          expect(response.status, path).toBe(303);
          expect(response.headers.get('location'), path).toBe(`/office/sign-in/?next=${encodeURIComponent(path)}`);
        }
      }
    });

    test('answers 403 to every role a page is not for, and opens it to the roles it is for', async () => {
      for (const role of STAFF_ROLES) {
        const cookie = await signIn(emailOf(role));
        for (const path of officePagePaths()) {
          const access = officePageAccess(path);
          if (access === 'public') continue;
          const response = await get(path, cookie);
          expectPrivate(response, path);
          // The page the middleware shows in place of a page not for one's role is a 403 itself.
          if (path === OFFICE_FORBIDDEN_PAGE) expect(response.status).toBe(403);
          else if (can(role, access)) expect([200, 303], `${role}: ${path}`).toContain(response.status);
          else {
            expect(response.status, `${role}: ${path}`).toBe(403);
            const html = await response.text();
            expect(html).toContain('<meta name="robots" content="noindex">');
            expect(html).toContain('This page is not for your role');
          }
        }
      }
    });

    test('signs in with the form, shows the dashboard, signs out, and the office is closed again', async () => {
      const page = await (await get('/office/sign-in/')).text();
      expect(page).toMatch(/<label for="email">E-mail address<\/label>/);
      expect(page).toMatch(/<input id="password" name="password" type="password" autocomplete="current-password"/);
      const wrong = await post('/office/sign-in/', { email: emailOf('manager'), password: 'not the password at all' });
      expect(wrong.status).toBe(401);
      expectPrivate(wrong, '/office/sign-in/');
      expect(await wrong.text()).toContain('The e-mail address or the password is wrong.');

      const response = await post('/office/sign-in/', {
        email: emailOf('manager').toUpperCase(),
        password: OFFICE_PASSWORD,
        next: '/office/',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/office/');
      const [cookie] = response.headers.getSetCookie();
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const session = cookieOf(response);
      const dashboard = await get('/office/', session);
      expect(dashboard.status).toBe(200);
      const html = await dashboard.text();
      expect(html).toContain('Hello, office-manager');
      expect(html).toContain('<dd>manager</dd>');
      expect(html).toContain('Sign out everywhere');
      expect(html).not.toContain('href="/office/staff/"');
      expect(await (await fetch(`${site.url}/api/me`, { headers: { cookie: session } })).json()).toMatchObject({
        success: true,
        data: { email: emailOf('manager'), role: 'manager' },
      });

      const signedOut = await post('/office/sign-out/', {}, { cookie: session });
      expect(signedOut.status).toBe(303);
      expect(signedOut.headers.get('location')).toBe('/office/sign-in/?signed-out');
      expect((await get('/office/', session)).status).toBe(303);
      expect(await (await fetch(`${site.url}/api/me`, { headers: { cookie: session } })).json()).toEqual({
        success: true,
        data: null,
      });
    });

    test('returns to the page asked for after signing in, and never to another site', async () => {
      const back = await post('/office/sign-in/', {
        email: emailOf('administrator'),
        password: OFFICE_PASSWORD,
        next: '/office/staff/',
      });
      expect(back.headers.get('location')).toBe('/office/staff/');
      const elsewhere = await post('/office/sign-in/', {
        email: emailOf('administrator'),
        password: OFFICE_PASSWORD,
        next: '//evil.example/office/',
      });
      expect(elsewhere.headers.get('location')).toBe('/office/');
    });

    test('refuses office forms posted from another site', async () => {
      const response = await post(
        '/office/sign-in/',
        { email: emailOf('manager'), password: OFFICE_PASSWORD },
        { origin: 'https://evil.example' },
      );
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    test('answers the sixth failed sign-in of an account from one address with 429 and Retry-After', async () => {
      const email = 'office-limit@linguatrips.test';
      await addOfficeStaff(site, email, 'manager');
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await post('/office/sign-in/', { email, password: `wrong ${attempt} password` })).status).toBe(401);
      const limited = await post('/office/sign-in/', { email, password: OFFICE_PASSWORD });
      expect(limited.status).toBe(429);
      // A minute's pause first; it doubles with each further failure from the same address.
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(50);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await limited.text()).toMatch(/Too many failed sign-ins\. Wait 1 minute, then try again\./);
    });

    test('mails a reset link through the queue; the link lets the person choose a new password once', async () => {
      const email = 'office-reset@linguatrips.test';
      await addOfficeStaff(site, email, 'manager');
      const asked = await post('/office/forgot-password/', { email });
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain(`If ${email} belongs to a staff member`);
      const mail = (await site.inbox.waitFor(1)).find((received) => received.to.includes(email))!;
      expect(mail.subject).toBe('Reset your LinguaTrips office password');
      const link = new URL(/https?:\/\/\S+\/office\/reset-password\/\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
      const form = await get(`${link.pathname}${link.search}`);
      expect(form.status).toBe(200);
      expect(form.headers.get('referrer-policy')).toBe('no-referrer');
      const token = link.searchParams.get('token')!;
      expect(await form.text()).toContain(`name="token" value="${token}"`);
      const differ = await post('/office/reset-password/', {
        token,
        password: 'my new office phrase',
        confirm: 'something else entirely',
      });
      expect(differ.status).toBe(422);
      const saved = await post('/office/reset-password/', {
        token,
        password: 'my new office phrase',
        confirm: 'my new office phrase',
      });
      expect(saved.status).toBe(303);
      expect(saved.headers.get('location')).toBe('/office/sign-in/?password-changed');
      await signIn(email, 'my new office phrase');
      const again = await post('/office/reset-password/', {
        token,
        password: 'another new phrase!',
        confirm: 'another new phrase!',
      });
      expect(again.status).toBe(400);
      expect(await again.text()).toContain('This link is not valid any more');
    });

    test('lets an administrator add a manager (who is mailed an invitation), change a role and disable an account', async () => {
      const admin = await signIn(emailOf('administrator'));
      const page = await get('/office/staff/', admin);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h2 id="add-title">Add a staff member</h2>');
      const invalid = await post(
        '/office/staff/',
        { action: 'add', email: 'nope', name: 'Nope', role: 'manager' },
        { cookie: admin },
      );
      expect(invalid.status).toBe(422);
      expect(await invalid.text()).toContain('Email must be an e-mail address.');

      const added = await post(
        '/office/staff/',
        { action: 'add', email: 'new.manager@linguatrips.test', name: 'New Manager', role: 'Manager' },
        { cookie: admin },
      );
      expect(added.status).toBe(303);
      expect(added.headers.get('location')).toBe('/office/staff/?done=added');
      const invitation = (await site.inbox.waitFor(2)).find((received) =>
        received.to.includes('new.manager@linguatrips.test'),
      )!;
      expect(invitation.subject).toBe('Your LinguaTrips office account');
      const [row] = await site.server.db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.email, 'new.manager@linguatrips.test'));
      expect(row!.role).toBe('manager');

      expect(
        (
          await post('/office/staff/', { action: 'role', id: row!.id, role: 'administrator' }, { cookie: admin })
        ).headers.get('location'),
      ).toBe('/office/staff/?done=role');
      expect(
        (await post('/office/staff/', { action: 'disable', id: row!.id }, { cookie: admin })).headers.get('location'),
      ).toBe('/office/staff/?done=disabled');
      const audit = await site.server.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.subjectId, row!.id))
        .orderBy(desc(staffAuditLog.id));
      expect(audit.map((line) => line.action)).toEqual(['staff-disabled', 'role-changed', 'staff-added']);
      expect(audit[1]!.detail).toEqual({ from: 'manager', to: 'administrator' });

      // A manager cannot post to the staff page either.
      const manager = await signIn(emailOf('manager'));
      const refused = await post(
        '/office/staff/',
        { action: 'add', email: 'sneaky@linguatrips.test', name: 'Sneaky', role: 'administrator' },
        { cookie: manager },
      );
      expect(refused.status).toBe(403);
      expect(
        await site.server.db.select().from(staffMembers).where(eq(staffMembers.email, 'sneaky@linguatrips.test')),
      ).toEqual([]);
    });

    test('leaves the public site as it was: culture pages, redirects and not-found pages', async () => {
      const home = await get('/en/');
      expect(home.status).toBe(200);
      expect(home.headers.getSetCookie()).toEqual([]);
      expect((await get('/')).status).toBe(302);
      expect((await get('/no-such-culture/')).status).toBe(404);
      expect((await get('/en/booking/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/')).status).toBe(404);
    });
  });
}

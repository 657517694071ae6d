// The pages the mailed links open (issue 10, points 5 and 7), over HTTP against the built site and
// a real SMTP server: the newsletter's confirmation and unsubscribe links, the mail program's
// one-click unsubscribe (RFC 8058), and the booking confirmation's "this was not me". Opening a
// link never acts (mail scanners open links); its page's button, a POST, does.
import { eq } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { bookings, mails, newsletterSubscriptions } from '#server/db/schema.ts';
import type { ReceivedMail } from '../support/read-mail.ts';
import { testDatabases, type TestDatabaseHandle } from '../api/support/test-databases.ts';
import { AGENCY_EMAIL, startSite, type TestSite } from './support/start-site.ts';
import { hiddenFields } from './support/booking-form-post.ts';

// Harbour English Academy (content/schools), id 1.
const SCHOOL = 1;
// The path of a mailed link ('/de/newsletter/confirm/…/'), whatever host the site's address names.
const pathOf = (mail: ReceivedMail, pattern: RegExp) => {
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`no link ${pattern} in:\n${mail.text}`);
  return new URL(match[0]).pathname;
};
const CONFIRM = /https?:\/\/\S+\/[a-z]{2}\/newsletter\/confirm\/[A-Za-z0-9_-]{43}\//;
const UNSUBSCRIBE = /https?:\/\/\S+\/[a-z]{2}\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}\//;
const NOT_ME = /https?:\/\/\S+\/[a-z]{2}\/booking\/not-me\/[A-Za-z0-9_-]{43}\//;

for (const database of testDatabases) {
  test.describe(`mailed links on ${database.kind}`, () => {
    test.describe.configure({ mode: 'serial' });
    let handle: TestDatabaseHandle;
    let site: TestSite;

    test.beforeAll(async () => {
      handle = await database.create();
      site = await startSite(handle.databaseUrl ? { databaseUrl: handle.databaseUrl } : {});
    });
    test.afterAll(async () => {
      await site?.close();
      await handle?.drop();
    });

    const mailTo = async (address: string, count = 1) => {
      await expect
        .poll(() => site.inbox.mails.filter((mail) => mail.to.includes(address)).length, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(count);
      return site.inbox.mails.filter((mail) => mail.to.includes(address)).at(-1)!;
    };
    const subscription = async (email: string) => {
      const [row] = await site.server.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      if (!row) throw new Error(`no subscription of ${email}`);
      return row;
    };
    const pressButton = (path: string, fields: Record<string, string> = {}) =>
      fetch(`${site.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
        body: new URLSearchParams(fields),
      });

    test("the confirmation link asks, then records the consent in the page's culture", async () => {
      const subscribed = await fetch(
        `${site.url}/api/services/subscribetonewsletter/?email=lena%40example.com&culture=de`,
        { method: 'POST', headers: { origin: site.url } },
      );
      expect(subscribed.status).toBe(200);
      const mail = await mailTo('lena@example.com');
      expect(mail.subject).toBe('Bestätigen Sie Ihr Abonnement des LinguaTrips-Newsletters');
      const path = pathOf(mail, CONFIRM);

      // Opening the link (as a mail scanner would) only asks.
      for (let i = 0; i < 2; i += 1) {
        const opened = await fetch(`${site.url}${path}`);
        expect(opened.status).toBe(200);
        expect(opened.headers.get('cache-control')).toBe('private, no-store');
        expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
        const html = await opened.text();
        expect(html).toContain('<html lang="de"');
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).toContain(
          getDictionary('de')['newsletterPage.confirmText']!.replace('{{email}}', 'l***@example.com'),
        );
        expect(html).toMatch(/<button type="submit" class="button"[^>]*>\s*Ja, abonnieren\s*<\/button>/);
        expect(html).not.toContain('lena@example.com');
      }
      expect(await subscription('lena@example.com')).toMatchObject({ status: 'pending', consentedAt: null });

      const pressed = await pressButton(path);
      expect(pressed.status).toBe(200);
      expect(await pressed.text()).toContain(getDictionary('de')['newsletterPage.confirmed']);
      const row = await subscription('lena@example.com');
      expect(row).toMatchObject({ status: 'confirmed', consentCulture: 'de' });
      expect(row.consentedAt).toBeInstanceOf(Date);
      expect(await (await fetch(`${site.url}${path}`)).text()).toContain(
        getDictionary('de')['newsletterPage.confirmed'],
      );
    });

    test('a mail program unsubscribes in one click with the List-Unsubscribe headers, from its own servers', async () => {
      await fetch(`${site.url}/api/services/subscribetonewsletter/?email=mia%40example.com&culture=en`, {
        method: 'POST',
        headers: { origin: site.url },
      });
      const mail = await mailTo('mia@example.com');
      await pressButton(pathOf(mail, CONFIRM));
      expect((await subscription('mia@example.com')).status).toBe('confirmed');

      const header = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
      expect(header).toBeDefined();
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const path = new URL(header!).pathname;
      expect(path).toBe(pathOf(mail, UNSUBSCRIBE));
      // RFC 8058: a POST of List-Unsubscribe=One-Click, no cookies, no Origin, no page read first.
      const oneClick = await fetch(`${site.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain(
        'You are unsubscribed: m***@example.com will receive no more newsletters from us.',
      );
      expect(await subscription('mia@example.com')).toMatchObject({ status: 'unsubscribed', confirmToken: null });
      // The confirmation link is withdrawn.
      expect((await fetch(`${site.url}${pathOf(mail, CONFIRM)}`)).status).toBe(404);
    });

    test('the unsubscribe link in the mail asks first, and its button unsubscribes', async () => {
      await fetch(`${site.url}/api/services/subscribetonewsletter/?email=nils%40example.com&culture=fr`, {
        method: 'POST',
        headers: { origin: site.url },
      });
      const path = pathOf(await mailTo('nils@example.com'), UNSUBSCRIBE);
      const opened = await (await fetch(`${site.url}${path}`)).text();
      expect(opened).toContain('Ne plus envoyer la newsletter LinguaTrips à n***@example.com ?');
      expect(hiddenFields(opened)).toEqual({ 'List-Unsubscribe': 'One-Click' });
      expect((await subscription('nils@example.com')).status).toBe('pending');
      const pressed = await pressButton(path, hiddenFields(opened));
      expect(pressed.status).toBe(200);
      expect((await subscription('nils@example.com')).status).toBe('unsubscribed');
    });

    test('"this was not me" asks, then cancels the booking request and tells the agency', async () => {
      const form = await (
        await fetch(`${site.url}/en/buy/deposit/${SCHOOL}/?c.w=112&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&t.id=1`)
      ).text();
      const contact = {
        name: 'Someone Else',
        email: 'stranger@example.com',
        phonePrefix: '+34',
        phone: '612 345 678',
        PrivacyAgreed: 'true',
      };
      const booked = await fetch(`${site.url}/en/buy/deposit/${SCHOOL}/`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
        body: new URLSearchParams({ ...hiddenFields(form), ...contact }),
      });
      expect(booked.status).toBe(303);
      const bookingPage = booked.headers.get('location')!;
      const confirmation = await mailTo('stranger@example.com');
      expect(confirmation.text).toMatch(
        /This booking request was made in the booking form of \S+ on .+ UTC with this e-mail address, stranger@example\.com/,
      );
      const path = pathOf(confirmation, NOT_ME);
      const [row] = await site.server.db.select().from(bookings).where(eq(bookings.email, 'stranger@example.com'));
      const { reference } = row!;

      const opened = await fetch(`${site.url}${path}`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
      const asking = await opened.text();
      expect(asking).toContain(`The booking request ${reference} for Harbour English Academy was made on`);
      expect(asking).toContain('This was not me: cancel the request');
      for (const secret of ['Someone Else', 'stranger@example.com', '612']) expect(asking).not.toContain(secret);
      expect((await site.server.db.select().from(bookings).where(eq(bookings.id, row!.id)))[0]!.status).toBe('new');

      const agencyBefore = site.inbox.mails.filter((mail) => mail.to.includes(AGENCY_EMAIL)).length;
      const pressed = await pressButton(path);
      expect(pressed.status).toBe(200);
      expect(await pressed.text()).toContain(
        `The booking request ${reference} is cancelled and our team has been told.`,
      );
      expect((await site.server.db.select().from(bookings).where(eq(bookings.id, row!.id)))[0]).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'not-me',
      });
      const notice = await mailTo(AGENCY_EMAIL, agencyBefore + 1);
      expect(notice.subject).toBe(`Booking ${reference} cancelled: the address owner says "this was not me"`);

      // Pressed again: the same answer, nobody told twice, and the booking page says it is cancelled.
      expect(await (await pressButton(path)).text()).toContain(`The booking request ${reference} is cancelled`);
      await expect
        .poll(async () =>
          (await site.server.db.select({ status: mails.status }).from(mails).where(eq(mails.bookingId, row!.id))).map(
            (mail) => mail.status,
          ),
        )
        .toEqual(['sent', 'sent', 'sent']);
      const page = await (await fetch(`${site.url}${bookingPage}`)).text();
      expect(page).toContain('This booking request was cancelled on');
      // Nothing to pay and nothing next: no success state, no timeline.
      expect(page).not.toContain(getDictionary('en')['bookingPage.success']);
      expect(page).not.toContain(getDictionary('en')['bookingPage.next']);
    });

    test('a link that is not one of ours does nothing and says so', async () => {
      for (const path of [
        `/en/newsletter/confirm/${'A'.repeat(43)}/`,
        `/en/newsletter/unsubscribe/${'A'.repeat(43)}/`,
        `/en/booking/not-me/${'A'.repeat(43)}/`,
        '/en/booking/not-me/short/',
      ]) {
        const opened = await fetch(`${site.url}${path}`);
        expect(opened.status, path).toBe(404);
        expect(await opened.text()).toContain('This link does not work');
        expect((await pressButton(path)).status, path).toBe(404);
      }
    });
  });
}

// Issue 32, item 10: the spec's deposit warnings (section 8) wherever the deposit is stated after
// the cart. The ru visa-refusal refund notice on the deposit page, the booking page and in the
// confirmation mail for a school that refunds; the full-deposit notice, in its two wordings, on
// the deposit page and the booking page. Over HTTP against the built site, on PGlite.
import { expect, test } from '@playwright/test';
import type { Culture } from '#domain/culture.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { testDatabases, type TestDatabaseHandle } from '../api/support/test-databases.ts';
import { startSite, type TestSite } from './support/start-site.ts';

// content/schools: Harbour English Academy (1) refunds the prepayment on a visa refusal and takes
// a deposit of 200 EUR; Greenlane English Institute (11) takes the full amount when booked.
const HARBOUR = 1;
const GREENLANE = 11;
const FAR_START = '2027-06-28';

/** A Monday two to three weeks from today: a course start less than 28 days away. */
function soonMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 14);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? '']),
  );
const notice = (culture: Culture, key: 'booking.visaRefund' | 'cart.fullDeposit' | 'cart.fullDepositSoon') =>
  getDictionary(culture)[key]!;

for (const database of testDatabases) {
  test.describe(`the deposit notices on ${database.kind}`, () => {
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

    const depositPage = async (culture: Culture, school: number, query: string) => {
      const response = await fetch(`${site.url}/${culture}/buy/deposit/${school}/?${query}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html, 'the stay can be booked').not.toContain(getDictionary(culture)['depositPage.cartProblems']);
      return html;
    };
    /** Books the stay of a deposit page and returns the booking page's HTML. */
    const book = async (culture: Culture, school: number, form: Record<string, string>, email: string) => {
      const response = await fetch(`${site.url}/${culture}/buy/deposit/${school}/`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
        body: new URLSearchParams({
          ...form,
          name: 'Анна Лима',
          email,
          phonePrefix: '+7',
          phone: '912 345 67 89',
          PrivacyAgreed: 'true',
        }),
      });
      expect(response.status).toBe(303);
      const page = await fetch(`${site.url}${response.headers.get('location')}`);
      expect(page.status).toBe(200);
      return page.text();
    };

    test('the ru deposit page, booking page and confirmation mail say the school refunds the prepayment on a visa refusal', async () => {
      const query = `c.w=112&c.weeks=6&c.s=${FAR_START}`;
      const form = await depositPage('ru', HARBOUR, query);
      expect(form).toContain(notice('ru', 'booking.visaRefund'));
      expect(form).not.toContain(notice('ru', 'cart.fullDeposit'));

      const bookingPage = await book('ru', HARBOUR, hiddenFields(form), 'anna.refund@example.com');
      expect(bookingPage).toContain(notice('ru', 'booking.visaRefund'));

      await site.inbox.waitFor(2);
      const mail = site.inbox.mails.find((received) => received.to.includes('anna.refund@example.com'))!;
      expect(mail.text).toContain(notice('ru', 'booking.visaRefund'));
      expect(mail.html).toContain(notice('ru', 'booking.visaRefund'));
    });

    test('the refund notice is for ru only', async () => {
      const form = await depositPage('en', HARBOUR, `c.w=112&c.weeks=6&c.s=${FAR_START}`);
      expect(form).not.toContain(notice('en', 'booking.visaRefund'));
      expect(form).not.toContain(notice('ru', 'booking.visaRefund'));
    });

    test('a school that takes the full amount: the full-deposit notice on the deposit and booking pages, and no refund notice', async () => {
      const form = await depositPage('ru', GREENLANE, `c.w=101&c.weeks=2&c.s=${FAR_START}`);
      expect(form).toContain(notice('ru', 'cart.fullDeposit'));
      expect(form).not.toContain(notice('ru', 'booking.visaRefund'));
      const bookingPage = await book('ru', GREENLANE, hiddenFields(form), 'anna.full@example.com');
      expect(bookingPage).toContain(notice('ru', 'cart.fullDeposit'));
    });

    test('a start less than 28 days away: the full-deposit notice says so, on the deposit and booking pages', async () => {
      const form = await depositPage('en', HARBOUR, `c.w=102&c.weeks=2&c.s=${soonMonday()}`);
      expect(form).toContain(notice('en', 'cart.fullDepositSoon'));
      expect(form).not.toContain(notice('en', 'cart.fullDeposit'));
      const bookingPage = await book('en', HARBOUR, hiddenFields(form), 'anna.soon@example.com');
      expect(bookingPage).toContain(notice('en', 'cart.fullDepositSoon'));
    });
  });
}

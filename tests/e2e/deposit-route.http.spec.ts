// The deposit route and the booking page over HTTP, without a browser: the no-JavaScript booking,
// its validation, the double submit, the cross-site check and a restart of the whole server.
// Runs against the built site on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { count, eq } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { isBookingToken } from '#domain/booking/booking-token.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { bookings, mails } from '#server/db/schema.ts';
import { testDatabases, type TestDatabaseHandle } from '../api/support/test-databases.ts';
import { AGENCY_EMAIL, startSite, type TestSite } from './support/start-site.ts';

// Harbour English Academy (content/schools), id 1: EUR, a deposit of 200.
const SCHOOL = 1;

const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? '']),
  );

for (const database of testDatabases) {
  test.describe(`the deposit route on ${database.kind}`, () => {
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

    const stored = async () => (await site.server.db.select({ n: count() }).from(bookings))[0]!.n;
    const post = (culture: string, body: Record<string, string>, origin = site.url) =>
      fetch(`${site.url}/${culture}/buy/deposit/${SCHOOL}/`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
        body: new URLSearchParams(body),
      });
    const freshForm = async (query = 'c.w=112&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&t.id=1') => {
      const response = await fetch(`${site.url}/en/buy/deposit/${SCHOOL}/?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      return hiddenFields(await response.text());
    };
    const contact = {
      name: 'Ana Lima',
      email: 'ana.http@example.com',
      phonePrefix: '+34',
      phone: '612 345 678',
      PrivacyAgreed: 'true',
    };

    test('shows the booking form for the stay in the query, priced, with a one-time token', async () => {
      const response = await fetch(
        `${site.url}/en/buy/deposit/${SCHOOL}/?c.w=112&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&t.id=1`,
      );
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>Book your stay<\/h1>/);
      expect(html).toContain('General English, 6 weeks, 30 lessons a week');
      expect(html).toContain('<meta name="robots" content="noindex">');
      const fields = hiddenFields(html);
      expect(fields).toMatchObject({
        'CalcParams.Course.SelectedWeekPriceId': '112',
        'CalcParams.Course.Weeks': '6',
        'CalcParams.Course.Start': '2027-06-28',
        'CalcParams.Transfer.SelectedTransferId': '1',
      });
      expect(fields.token).toMatch(/^[0-9a-f-]{36}$/);
      expect((await freshForm()).token).not.toBe(fields.token);
    });

    test("gives an invalid form back in the visitor's language with its values, storing nothing", async () => {
      const fields = await freshForm();
      const response = await post('es', {
        ...fields,
        name: 'Ana "<b>Lima</b>',
        email: 'ana@',
        phonePrefix: '+34',
        phone: '612',
      });
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(html).toContain('<html lang="es"');
      expect(html).toContain('Escribe un correo como nombre@ejemplo.com.');
      expect(html).toContain('El número no corresponde a este prefijo: revísalo.');
      expect(html).toContain('Este campo es obligatorio.');
      // Values come back, quoted safely, with the token and the stay.
      expect(html).toContain('value="Ana &quot;<b>Lima</b>"');
      expect(html).not.toContain('<b>Lima</b>"">');
      expect(html).toContain('value="ana@"');
      expect(hiddenFields(html).token).toBe(fields.token);
      expect(await stored()).toBe(0);
      expect(site.inbox.mails).toHaveLength(0);
    });

    test("refuses a post from another site with the culture's error page (the server's cross-site check)", async () => {
      const response = await post('en', { ...(await freshForm()), ...contact }, 'https://evil.example');
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('<html lang="en"');
      expect(await stored()).toBe(0);
    });

    test('stores a valid booking once for a double submit, mails both, and redirects to the booking page', async () => {
      const fields = await freshForm();
      const [first, second] = await Promise.all([
        post('en', { ...fields, ...contact }),
        post('en', { ...fields, ...contact }),
      ]);
      expect([first.status, second.status]).toEqual([303, 303]);
      const location = first.headers.get('location');
      expect(location).toMatch(/^\/en\/booking\/[A-Za-z0-9_-]{32}\/$/);
      expect(second.headers.get('location')).toBe(location);
      expect(await stored()).toBe(1);
      const [row] = await site.server.db.select().from(bookings).where(eq(bookings.token, fields.token!));
      expect(row).toMatchObject({ schoolId: SCHOOL, email: 'ana.http@example.com', phone: '+34612345678' });

      const received = await site.inbox.waitFor(2);
      expect(received.map((mail) => mail.to[0]).sort()).toEqual([AGENCY_EMAIL, 'ana.http@example.com']);
      // The queue marks each mail sent once the SMTP server took it.
      await expect
        .poll(async () =>
          (await site.server.db.select({ status: mails.status }).from(mails).where(eq(mails.bookingId, row!.id))).map(
            (mail) => mail.status,
          ),
        )
        .toEqual(['sent', 'sent']);

      const page = await fetch(`${site.url}${location}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await page.text();
      expect(html).toContain(`Booking ${row!.reference}`);
      expect(html).toContain('What happens next');

      await site.restart();
      const again = await fetch(`${site.url}${location}`);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain(row!.reference);
      expect(await stored()).toBe(1);
    });

    test('answers the plain stay form with a 303 to the chosen stay, or 422 naming a refused field', async () => {
      const drawn = 'c.w=112&c.weeks=6&c.s=2027-06-28&t.id=0';
      const moved = await fetch(
        `${site.url}/en/buy/deposit/${SCHOOL}/?${drawn}&stay=update&course=1&weeks=6&start=2027-06-28&housing=1&transfer=1&from=on`,
        { redirect: 'manual' },
      );
      expect(moved.status).toBe(303);
      const location = moved.headers.get('location')!;
      expect(location).toMatch(
        new RegExp(
          `^/en/buy/deposit/${SCHOOL}/\\?s\\.id=${SCHOOL}&culture=en&c\\.w=112&c\\.weeks=6&c\\.s=2027-06-28&a\\.r=\\d+&.*&t\\.id=1&t\\.t=false&t\\.f=true$`,
        ),
      );
      const page = await fetch(`${site.url}${location}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Host family');

      const refused = await fetch(`${site.url}/es/buy/deposit/${SCHOOL}/?${drawn}&stay=update&weeks=seis&housing=1`, {
        redirect: 'manual',
      });
      expect(refused.status).toBe(422);
      const html = await refused.text();
      expect(html).toContain('esta opción no se ofrece: elige una de la lista.');
      expect(html).toMatch(
        /<select id="stay-weeks" name="weeks" aria-invalid="true" aria-describedby="stay-weeks-error"[ >]/,
      );
      expect(html).toMatch(/<input type="radio" name="housing" id="stay-housing-1" value="1" checked[ >]/);

      // A stay the rules refuse is shown with the cart island's words, its limit included.
      const en = getDictionary('en');
      const tooShort = await (
        await fetch(`${site.url}/en/buy/deposit/${SCHOOL}/?c.w=101&c.weeks=1&c.s=2027-03-01&a.r=3&t.id=0`)
      ).text();
      expect(tooShort).toContain(
        `${en['validationErrors.InvalidAccommodationDuration']} ${en['cart.atLeastWeeks_other']!.replace('{{count}}', '2')}`,
      );
      expect(tooShort).toContain('<select id="stay-room" name="room"');
    });

    test('answers 404 for an unknown booking or school', async () => {
      expect((await fetch(`${site.url}/en/booking/${'A'.repeat(32)}/`)).status).toBe(404);
      expect((await fetch(`${site.url}/en/buy/deposit/999999/`)).status).toBe(404);
      expect((await fetch(`${site.url}/xx/buy/deposit/${SCHOOL}/`)).status).toBe(404);
    });

    test("answers 409 in the visitor's language to a token re-posted with another form, storing and revealing nothing", async () => {
      const fields = await freshForm();
      const booked = await post('en', { ...fields, ...contact });
      expect(booked.status).toBe(303);
      const location = booked.headers.get('location')!;
      const before = await stored();
      const other = {
        name: 'Bruno Costa',
        email: 'bruno.http@example.org',
        phonePrefix: '+44',
        phone: '7700 900123',
        PrivacyAgreed: 'true',
      };

      const conflict = await post('es', { ...fields, ...other });
      expect(conflict.status).toBe(409);
      expect(conflict.headers.get('location')).toBeNull();
      expect(conflict.headers.get('cache-control')).toBe('private, no-store');
      const html = await conflict.text();
      expect(html).toContain('<html lang="es"');
      expect(html).toContain(getDictionary('es')['depositPage.tokenConflict']);
      for (const secret of [
        location.split('/')[3]!,
        'Ana Lima',
        'ana.http@example.com',
        '612 345 678',
        '612345678',
        'LT-',
      ])
        expect(html).not.toContain(secret);
      // The visitor's own form comes back, with a new token, so they can book.
      expect(html).toContain('value="Bruno Costa"');
      expect(html).toContain('value="bruno.http@example.org"');
      const returned = hiddenFields(html);
      expect(returned.token).not.toBe(fields.token);
      expect(isBookingToken(returned.token)).toBe(true);
      expect(await stored()).toBe(before);

      // Another cart or another school with that token: the same answer.
      const otherCart = await post('en', {
        ...(await freshForm('c.w=112&c.weeks=6&c.s=2027-06-28')),
        ...contact,
        token: fields.token!,
      });
      expect(otherCart.status).toBe(409);
      expect(await otherCart.text()).not.toContain(location.split('/')[3]!);
      expect(await stored()).toBe(before);

      // The same form again still goes to its booking; the returned form books a new one.
      const again = await post('en', { ...fields, ...contact });
      expect([again.status, again.headers.get('location')]).toEqual([303, location]);
      const rebooked = await post('es', { ...returned, ...other });
      expect(rebooked.status).toBe(303);
      expect(rebooked.headers.get('location')).not.toBe(location);
      expect(await stored()).toBe(before + 1);
    });

    test('the booking page masks the contact, then hides it after the privacy period, the booking kept', async () => {
      const fields = await freshForm();
      const booked = await post('en', { ...fields, ...contact });
      const location = booked.headers.get('location')!;
      const masked = await (await fetch(`${site.url}${location}`)).text();
      expect(masked).toContain('a***@example.com');
      expect(masked).toContain('+34 ••• ••• 78');
      expect(masked).toContain('Ana L.');
      for (const secret of ['ana.http@example.com', 'Ana Lima', '612 345 678', '612345678'])
        expect(masked).not.toContain(secret);
      expect(masked).not.toContain(getDictionary('en')['bookingPage.contactHidden']);

      // The course ended long ago (default period: 90 days): no contact at all, the stay still shown.
      const [row] = await site.server.db.select().from(bookings).where(eq(bookings.token, fields.token!));
      await site.server.db
        .update(bookings)
        .set({ quote: { ...row!.quote, course: { ...row!.quote.course, start: '2020-01-06', end: '2020-01-17' } } })
        .where(eq(bookings.id, row!.id));
      const page = await fetch(`${site.url}${location}`);
      expect(page.status).toBe(200);
      const hidden = await page.text();
      expect(hidden).toContain(getDictionary('en')['bookingPage.contactHidden']);
      expect(hidden).toContain(row!.reference);
      expect(hidden).toContain('General English');
      for (const secret of ['a***@example.com', '+34 •••', 'Ana L.', 'ana.http@example.com', 'Ana Lima', '612345678'])
        expect(hidden).not.toContain(secret);
      const [kept] = await site.server.db.select().from(bookings).where(eq(bookings.id, row!.id));
      expect(kept).toMatchObject({ name: 'Ana Lima', email: 'ana.http@example.com', phone: '+34612345678' });
    });
  });
}

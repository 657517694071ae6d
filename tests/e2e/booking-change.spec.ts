// Issue 17, point 4, in real Chromium: a visitor books, opens the change page from the booking
// page, asks in the school page's cart for one more week and a different room, sees the new price
// beside the booked one (the transfer keeps its booked price), sends the change with the code
// mailed to the booking's address; a manager accepts it in the office; the booking page then shows
// the new total. In English and Russian at 360 px, axe on every step, no sideways scrolling.
import { expect, test } from './support/test.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import { bookStay } from './support/booking-form-post.ts';
import { mailTo as mailToInbox } from './support/mail-to.ts';
import { PHONE_ONLY } from './support/one-screen.ts';
import { AGENCY_EMAIL, type TestSite } from './support/start-site.ts';

let site: TestSite;
test.beforeAll(async ({ site: shared }) => {
  site = shared;
  await addOfficeStaff(site, 'marta@linguatrips.test', 'manager', 'Marta Vidal');
});

const mailTo = (address: string, subject: RegExp) => mailToInbox(site.inbox, address, subject);

for (const culture of ['en', 'ru'] as const) {
  test(
    `a visitor asks for one more week and another room, sees the priced preview, and a manager accepts it (${culture})`,
    PHONE_ONLY,
    async ({ page, browser }, info) => {
      test.setTimeout(120_000);
      const t = translateWithDictionary(culture, getDictionary(culture));
      const email = `change-${culture}-${info.project.name}-${Date.now()}@example.com`;
      // Six weeks of General English from 28 June 2027, the host family's single room with half board, the transfer.
      const bookingPath = await bookStay(site.url, culture, email);

      // The booking page leads to the change page, whose cart holds the booked stay.
      await page.goto(`${site.url}${bookingPath}`);
      await page.getByRole('link', { name: t('bookingPage.change.link') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: /LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/ }),
      ).toBeVisible();
      const weeks = page.getByLabel(t('cart.weeks'));
      await expect(weeks).toHaveValue('6');
      await expectAccessible(page);
      await expectNoSideways(page);

      // One more week, and the twin room of the same host family.
      await weeks.selectOption('7');
      await expect(page).toHaveURL(/c\.weeks=7/);
      await page
        .getByRole('group', { name: t('cart.room') })
        .getByRole('radio', { name: new RegExp(t('housing.roomFor', { count: 2 })) })
        .check();
      await expect(page).toHaveURL(/a\.r=2/);
      await page.getByRole('button', { name: t('change.previewButton') }).click();

      const preview = page.getByRole('table', { name: t('change.previewTitle') });
      await expect(preview).toBeVisible();
      // The transfer was not changed: it keeps its booked price; course and housing are priced today.
      const transferRow = preview.getByRole('row', { name: new RegExp(t('price.transfer')) });
      await expect(transferRow).toContainText(t('change.lockedMark'));
      await expect(preview.getByRole('row', { name: new RegExp(t('price.course')) })).toContainText(
        t('change.repricedMark'),
      );
      const cells = await transferRow.getByRole('cell').allTextContents();
      expect(cells[0]).toBe(cells[1]);
      const newTotal = (await preview.locator('tfoot strong').textContent())!.trim();
      await expectAccessible(page);
      await expectNoSideways(page);

      // The code from the booking's mailbox, then the request.
      await page.getByRole('button', { name: t('bookingPage.manage.sendCode') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('bookingPage.manage.codeSent') })).toBeVisible();
      // The code opens its mail's subject (the booking's own mails name the reference, LT-7K3F-9Q2M).
      const codeMail = await mailTo(email, /^\d{6}\s/);
      const code = /^\d{6}/.exec(codeMail.subject)![0];
      await page.getByLabel(t('bookingPage.manage.codeLabel')).fill(code);
      await page
        .getByLabel(
          t('change.confirm', {
            reference: (await page.getByRole('heading', { level: 1 }).textContent())!.match(
              /LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/,
            )![0],
          }),
        )
        .check();
      const sentOn = new Date().toISOString();
      await page.getByRole('button', { name: t('change.send') }).click();

      // Back on the booking page: the change waits, the booked price still stands.
      await expect(page).toHaveURL(new RegExp(`${bookingPath}\\?done=change`));
      await expect(page.getByRole('status').filter({ hasText: t('bookingPage.change.sentNow') })).toBeVisible();
      await expect(page.getByText(t('bookingPage.statusChangeRequested'))).toBeVisible();
      await expect(page.getByRole('table', { name: t('change.previewTitle') })).toBeVisible();
      await expectAccessible(page);
      await expectNoSideways(page);
      const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.match(
        /LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/,
      )![0];
      await mailTo(email, new RegExp(reference));
      await mailTo(AGENCY_EMAIL, new RegExp(`^Booking ${reference}: the visitor asks to change it$`));

      // A manager accepts it in the office, in a browser of their own.
      const staffBrowser = await browser.newContext();
      const office = await staffBrowser.newPage();
      await office.goto(`${site.url}/office/sign-in/`);
      await office.getByLabel('E-mail address').fill('marta@linguatrips.test');
      await office.getByLabel('Password').fill(OFFICE_PASSWORD);
      await office.getByRole('button', { name: 'Sign in' }).click();
      await expect(office).toHaveURL(`${site.url}/office/`);
      // The list's filter finds the bookings whose change waits.
      await office.goto(`${site.url}/office/bookings/`);
      await office.getByLabel('Change requested (waiting for a decision)').check();
      await office.getByRole('button', { name: 'Show bookings' }).click();
      await expect(office).toHaveURL(/change=pending/);
      await office.getByRole('link', { name: reference, exact: true }).click();
      await expect(office.getByRole('heading', { level: 2, name: 'Change requested by the visitor' })).toBeVisible();
      await expectAccessible(office);
      await office.getByRole('button', { name: 'Accept the change' }).click();
      await expect(office.getByRole('status').filter({ hasText: 'The change is accepted' })).toBeVisible();
      await staffBrowser.close();

      // The visitor's mail, and the booking page with the new total.
      await mailTo(
        email,
        culture === 'en' ? new RegExp(`^Change accepted: booking ${reference}$`) : new RegExp(reference),
      );
      await page.reload();
      await expect(page.getByText(t('bookingPage.status.new'))).toBeVisible();
      await expect(
        page.getByText(t('bookingPage.change.accepted', { date: formatDate(sentOn, culture) })),
      ).toBeVisible();
      const total = page
        .locator('dt', { hasText: new RegExp(`^${t('price.total')}$`) })
        .locator('xpath=following-sibling::dd[1]');
      await expect(total).toHaveText(newTotal);
      await expectAccessible(page);
      await expectNoSideways(page);
    },
  );
}

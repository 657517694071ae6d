// The office's daily work in real Chromium, on a desktop and at 360 px: a visitor books on the
// school page; a manager signs in, finds the booking by its reference, confirms it (the visitor's
// mail arrives at the SMTP server started here), adds a note and resends a mail; the filtered
// list downloads as CSV. An administrator adds a manager, who then signs in. axe on every page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

test.describe('the office at work', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let site: TestSite;

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'ada@linguatrips.test', 'administrator', 'Ada Lovelace');
    await addOfficeStaff(site, 'max@linguatrips.test', 'manager', 'Max Mustermann');
  });

  const signIn = async (page: Page, email: string, password = OFFICE_PASSWORD) => {
    await page.goto(`${site.url}/office/sign-in/`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}/office/`);
  };
  const mailsTo = (address: string) => site.inbox.mails.filter((mail) => mail.to.includes(address));

  /** Books the school page's cart as it opens, in German, through the booking modal; returns the reference. */
  const bookOnSchoolPage = async (page: Page, email: string): Promise<string> => {
    const t = translateWithDictionary('de', getDictionary('de'));
    await page.goto(`${site.url}/de/english/malta/st_julians/harbour_english_academy_st_julians/`);
    const small = (page.viewportSize()?.width ?? 1440) < 768;
    if (small) await page.getByRole('button', { name: new RegExp(`^${t('cart.openPanelNoPrice')}`) }).click();
    await expect(page.getByTestId('cart-total')).toBeVisible();
    // The sidebar's (or the slid-in panel's) Book; the price bar at the bottom has one too on wide screens.
    await page
      .getByRole(small ? 'dialog' : 'region', { name: t('cart.title') })
      .getByRole('button', { name: t('cart.book'), exact: true })
      .click();
    const modal = page.getByRole('dialog', { name: t('bookingModal.title') });
    await modal.getByLabel(t('bookingModal.name'), { exact: true }).fill('Jonas Weber');
    await modal.getByLabel(t('bookingModal.email'), { exact: true }).fill(email);
    await modal.getByLabel(t('bookingModal.phonePrefix'), { exact: true }).selectOption('+49');
    await modal.getByLabel(t('bookingModal.phoneNumber'), { exact: true }).pressSequentially('15123456789');
    await modal.getByLabel(t('bookingModal.privacyAgreed'), { exact: true }).check();
    await modal.getByRole('button', { name: t('bookingModal.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/de\/booking\/[A-Za-z0-9_-]{32}\/$/);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const reference = /LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/.exec(heading ?? '')?.[0];
    if (!reference) throw new Error(`no reference in the booking page's heading: ${heading}`);
    // The visitor's confirmation of the request and the agency's notice.
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    return reference;
  };

  test('a manager finds a booking by its reference, confirms it, notes a call and resends a mail', async ({
    page,
    browser,
  }, info) => {
    const email = `jonas-${info.project.name}-${Date.now()}@example.de`;
    const reference = await bookOnSchoolPage(page, email);

    // The manager works in a browser of their own (axe needs a page of a context).
    const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1440, height: 900 } });
    const office = await context.newPage();
    await signIn(office, 'max@linguatrips.test');
    await office.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Bookings' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expectAccessible(office);
    await expectNoSideways(office);

    await office.getByLabel('Reference, name or e-mail').fill(reference);
    await office.getByRole('button', { name: 'Show bookings' }).click();
    await expect(office.getByRole('status')).toHaveText('1 booking matches · page 1 of 1');
    const table = office.getByRole('region', { name: /^Bookings, page 1 of 1/ });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Jonas Weber');
    await expect(table.getByRole('row').nth(1)).toContainText('New');
    await table.getByRole('link', { name: reference }).click();

    await expect(office.getByRole('heading', { level: 1 })).toHaveText(`Booking ${reference} New`);
    await expect(office.getByRole('link', { name: email, exact: true })).toHaveAttribute('href', `mailto:${email}`);
    await expectAccessible(office);
    await expectNoSideways(office);

    // Confirming mails the visitor, in German, through the queue.
    const confirm = office.getByRole('form', { name: 'Confirm the booking' });
    await expect(confirm.getByRole('checkbox', { name: 'Mail the visitor a confirmation (Deutsch)' })).toBeChecked();
    await confirm.getByRole('button', { name: 'Confirm the booking' }).click();
    await expect(office.getByRole('status')).toHaveText('The status is changed, and the visitor’s mail is on its way.');
    await expect(office.getByRole('heading', { level: 1 })).toHaveText(`Booking ${reference} Confirmed`);
    await expect
      .poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 20_000 })
      .toContain(`Buchung ${reference} bestätigt: Harbour English Academy`);
    const history = office.getByRole('region', { name: 'History and notes' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem').first()).toContainText('Max Mustermann');
    await expect(history.getByRole('listitem').first()).toContainText('New → Confirmed');

    // An internal note, signed.
    await office.getByLabel('Note', { exact: true }).fill('Called Jonas: he arrives on Sunday evening.');
    await office.getByRole('button', { name: 'Add the note' }).click();
    await expect(office.getByRole('status')).toHaveText('The note is added.');
    await expect(history.getByRole('listitem').last()).toContainText('Called Jonas: he arrives on Sunday evening.');

    // Resending the visitor's first mail: a second copy arrives.
    const mailsBefore = mailsTo(email).length;
    const first = mailsTo(email)[0]!;
    await office.getByRole('button', { name: `Resend “${first.subject}” to ${email}` }).click();
    await expect(office.getByRole('status')).toHaveText('A copy of the mail is on its way.');
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(mailsBefore + 1);
    expect(mailsTo(email).at(-1)!.subject).toBe(first.subject);
    await expect(history.getByRole('listitem').last()).toContainText('Resent a mail');
    await expectAccessible(office);
    await expectNoSideways(office);

    // The list, filtered to confirmed bookings, as a CSV file.
    await office.goto(`${site.url}/office/bookings/?status=confirmed&q=${encodeURIComponent(email)}`);
    const download = office.waitForEvent('download');
    await office.getByRole('link', { name: 'Download these bookings as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const { readFile } = await import('node:fs/promises');
    const csv = (await readFile((await file.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`${reference},`);
    expect(csv[1]).toContain(',Confirmed,Jonas Weber,');
    await context.close();
  });

  test('an administrator adds a manager, who chooses a password from the mail and signs in', async ({ page }, info) => {
    const email = `nina-${info.project.name}-${Date.now()}@linguatrips.test`;
    await signIn(page, 'ada@linguatrips.test');
    await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Staff' }).click();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Name', { exact: true }).fill('Nina Petrova');
    await page.getByLabel('Role', { exact: true }).selectOption('manager');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Added. An e-mail with a link to choose a password is on its way to them.',
    );
    await expect(page.getByLabel('Role of Nina Petrova')).toHaveValue('manager');

    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    const link = /https?:\/\/\S+\/office\/reset-password\/\?token=[A-Za-z0-9_-]+/.exec(mailsTo(email)[0]!.text)![0];
    await page.context().clearCookies();
    await page.goto(`${site.url}${new URL(link).pathname}${new URL(link).search}`);
    const password = 'Nina chooses a long passphrase';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('The same password again').fill(password);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page).toHaveURL(`${site.url}/office/sign-in/?password-changed`);
    await signIn(page, email, password);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Nina Petrova' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
    expect((await page.goto(`${site.url}/office/staff/`))?.status()).toBe(403);
  });
});

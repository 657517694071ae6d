// The office's Mail and Newsletter sections in Chromium, on a desktop screen and at 360 px: a
// manager sees a failed mail, retries it and it arrives; a mail with a secret link keeps its text
// hidden; a subscriber is unsubscribed on request; the CSV downloads. axe on every page.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { mails, newsletterSubscriptions } from '#server/db/schema.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

test.describe('the mail queue and the newsletter in the office', () => {
  // axe takes seconds a page on a loaded 2-core machine; each journey runs it several times.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let site: TestSite;
  // The worker's site is shared with other spec files (support/test.ts): this file's rows carry
  // addresses of their own, and the newsletter list is filtered to them.
  const own = `office-e2e-${Date.now()}.example`;
  const lost = `lost@${own}`;
  const reader = `reader@${own}`;
  let failedId: number;
  let privateId: number;

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'max@linguatrips.test', 'manager', 'Max Mustermann');
    const now = new Date();
    // What the queue leaves when a mail server refused a mail until the queue gave up on it.
    const [failed, secret] = await site.server.db
      .insert(mails)
      .values([
        {
          bookingId: null,
          kind: 'booking-agency',
          name: 'lost-agency',
          recipient: lost,
          subject: 'A mail that did not go out',
          textBody: 'Hello, this mail was refused.',
          htmlBody: '<p>Hello, this mail was refused.</p>',
          messageId: `<office-e2e-failed-${now.getTime()}@linguatrips.example>`,
          status: 'failed',
          attempts: 3,
          lastError: '550 5.1.1 mailbox unavailable',
          createdAt: now,
          lastAttemptAt: now,
        },
        {
          bookingId: null,
          kind: 'staff-password-reset',
          name: 'staff-password-reset',
          recipient: 'someone@linguatrips.test',
          subject: 'Reset your LinguaTrips office password',
          textBody: 'Choose your password: https://x/office/reset-password/?token=SECRET-RESET-TOKEN',
          htmlBody: '<p>SECRET-RESET-TOKEN</p>',
          messageId: `<office-e2e-secret-${now.getTime()}@linguatrips.example>`,
          status: 'sent',
          attempts: 1,
          createdAt: now,
          lastAttemptAt: now,
          sentAt: now,
        },
      ])
      .returning({ id: mails.id });
    failedId = failed!.id;
    privateId = secret!.id;
    await site.server.db.insert(newsletterSubscriptions).values([
      {
        email: reader,
        culture: 'de',
        status: 'confirmed',
        consentedAt: now,
        consentCulture: 'de',
        confirmToken: `e2e-confirm-reader-${own}`,
        unsubscribeToken: `e2e-unsub-reader-${own}`,
      },
      {
        email: `waiting@${own}`,
        culture: 'fr',
        status: 'pending',
        confirmToken: `e2e-confirm-waiting-${own}`,
        unsubscribeToken: `e2e-unsub-waiting-${own}`,
      },
    ]);
  });

  const signIn = async (page: Page) => {
    await page.goto(`${site.url}/office/sign-in/`);
    await page.getByLabel('E-mail address').fill('max@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Max Mustermann' })).toBeVisible();
  };

  test('a manager sees a failed mail, retries it, and it is delivered with the same Message-ID', async ({ page }) => {
    await signIn(page);
    await page.getByRole('main').getByRole('link', { name: 'Mail', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'The queue at a glance' }).getByRole('link', { name: '1 failed' }),
    ).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);

    await page.getByLabel('Status').selectOption('failed');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/office\/mail\/\?status=failed&q=$/);
    const card = page.getByRole('list', { name: 'Mails' }).getByRole('listitem').filter({ hasText: lost });
    await expect(card).toContainText('550 5.1.1 mailbox unavailable');
    await expect(card).toContainText('3 attempts');
    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status')).toHaveText('The mail is back in the queue and will be sent in a moment.');
    await expectAccessible(page);

    await expect.poll(() => site.inbox.mails.some((mail) => mail.to.includes(lost)), { timeout: 20_000 }).toBe(true);
    const delivered = site.inbox.mails.find((mail) => mail.to.includes(lost))!;
    const [row] = await site.server.db.select().from(mails).where(eq(mails.id, failedId));
    expect(delivered.messageId).toBe(row!.messageId);

    await page.goto(`${site.url}/office/mail/${failedId}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'A mail that did not go out' })).toBeVisible();
    await expect(page.getByText('Hello, this mail was refused.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expectAccessible(page);
    await expectNoSideways(page);
  });

  test('a mail with a secret link shows its headers but never its text', async ({ page }) => {
    await signIn(page);
    await page.goto(`${site.url}/office/mail/${privateId}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your LinguaTrips office password' })).toBeVisible();
    await expect(page.getByText('This mail holds a private link; its text is not shown.')).toBeVisible();
    expect(await page.content()).not.toContain('SECRET-RESET-TOKEN');
    await expectAccessible(page);
    await expectNoSideways(page);
  });

  test('a manager unsubscribes a subscriber on request and downloads the list as CSV', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Newsletter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await page.getByLabel('Address contains').fill(`@${own}`);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('list', { name: 'Subscribers' }).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);
    await expectNoSideways(page);

    const readerItem = page
      .getByRole('list', { name: 'Subscribers' })
      .getByRole('listitem')
      .filter({ hasText: reader });
    await expect(readerItem).toContainText('confirmed');
    await readerItem.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText('The address is unsubscribed and gets no more letters.');
    await expect(readerItem).toContainText('unsubscribed');
    await expect(readerItem.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByLabel('Status').selectOption('unsubscribed');
    await page.getByLabel('Address contains').fill(`@${own}`);
    await page.getByRole('button', { name: 'Show' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download these as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFEmail,Status,Culture,Subscribed (UTC),Consent given (UTC),Consent culture,Unsubscribed (UTC)',
    );
    expect(lines[1]!.split(',')[0]).toBe(reader);
    expect(lines[1]).toMatch(/,unsubscribed,de,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
    expect(lines).toHaveLength(3);
  });
});

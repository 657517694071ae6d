// Issue 36 in Chromium: a visitor on a school page at 360 px opens the chat (its code loads then),
// writes their first message with a name, an address and consent; a manager in the office inbox
// answers and the visitor sees the answer live. The visitor leaves, the manager answers again,
// and the mail with the link arrives: the link shows the conversation. A booking's page shows
// the booking's thread, where the office's message appears. axe at every step.
import type { Browser, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { bookings } from '#server/db/schema.ts';
import { bookStay } from './support/booking-form-post.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { mailTo } from './support/mail-to.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import { PHONE_ONLY } from './support/one-screen.ts';
import { startSite, type TestSite } from './support/start-site.ts';

const SCHOOL_PATH = '/en/english/malta/st_julians/harbour_english_academy_st_julians/';

test.describe('the chat between a visitor and the agency', PHONE_ONLY, () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let site: TestSite;
  test.beforeAll(async () => {
    // A site of its own: an unread reply is mailed after one second here, not five minutes.
    site = await startSite({ env: { CHAT_UNREAD_MAIL_SECONDS: '1' } });
    await addOfficeStaff(site, 'marta.chat@linguatrips.test', 'manager', 'Marta Ruiz');
  });
  test.afterAll(() => site?.close());

  /** A manager signed in to the office in a desktop window of their own. */
  const officePage = async (browser: Browser): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/office/sign-in/?next=/office/chat/`);
    await page.getByLabel('E-mail address').fill('marta.chat@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    await expectAccessible(page);
    return page;
  };

  test('a visitor writes from a school page at 360 px, the manager answers, the answer appears live', async ({
    page,
    browser,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${site.url}${SCHOOL_PATH}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Nothing of the panel before the visitor asks for it.
    expect(scripts.filter((url) => url.includes('chat-panel'))).toEqual([]);

    const office = await officePage(browser);
    await page.locator('summary', { hasText: 'Chat with us' }).click();
    await expect(page.getByText('We are online now and answer in a few minutes.')).toBeVisible();
    expect(scripts.some((url) => url.includes('chat-panel'))).toBe(true);
    await expectAccessible(page);
    await expectNoSideways(page);

    // The first message without consent: the field is named, in the page's language.
    await page.getByLabel('Your name').fill('Ana Lima');
    await page.getByLabel('Your e-mail address').fill('ana.chat@example.com');
    await page.getByLabel('Your message').fill('Is the residence mixed? See www.example.com/rooms');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('Tick the box to agree to the processing of your data.');
    await page.getByLabel('I agree to the processing of my personal data for this conversation.').check();
    await page.getByRole('button', { name: 'Send' }).click();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem')).toHaveCount(1);
    // A link the visitor wrote stays text.
    await expect(messages.getByRole('link')).toHaveCount(0);
    await expect(page.getByLabel('Your name')).toBeHidden();
    await expectAccessible(page);

    // The office's inbox gets it live; the manager opens it and answers.
    await expect(office.getByRole('status').filter({ hasText: 'A new conversation' })).toBeVisible();
    await office.reload();
    await office.getByRole('link', { name: /Ana Lima · ana\.chat@example\.com/ }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Chat with Ana Lima' })).toBeVisible();
    await expect(office.getByText('Is the residence mixed? See www.example.com/rooms')).toBeVisible();
    await expect(office.getByText(SCHOOL_PATH)).toBeVisible();
    await expectAccessible(office);
    await office.getByLabel(/Your answer/).fill('Yes: the residence has mixed floors and single rooms.');
    await office.getByRole('button', { name: 'Send the answer' }).click();
    await expect(office.getByRole('status').filter({ hasText: 'Your answer is sent.' })).toBeVisible();

    await expect(messages.getByText('Yes: the residence has mixed floors and single rooms.')).toBeVisible();
    await expect(messages.getByText(/Marta Ruiz/)).toBeVisible();
    await expectAccessible(page);
    await office.context().close();
  });

  test('the visitor has left: the answer is mailed with a link that shows the conversation', async ({
    page,
    browser,
  }) => {
    const office = await officePage(browser);
    await office.getByRole('link', { name: /Ana Lima · ana\.chat@example\.com/ }).click();
    await office.getByLabel(/Your answer/).fill('The single rooms have their own bathroom, too.');
    await office.getByRole('button', { name: 'Send the answer' }).click();
    await expect(office.getByRole('status').filter({ hasText: 'Your answer is sent.' })).toBeVisible();
    await office.context().close();

    const mail = await mailTo(site.inbox, 'ana.chat@example.com', /LinguaTrips answered your message/);
    expect(mail.text).toContain('The single rooms have their own bathroom, too.');
    const link = /https?:\/\/\S+\/en\/chat\/\S+\//.exec(mail.text)![0];
    await page.goto(`${site.url}${new URL(link).pathname}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your conversation with LinguaTrips' })).toBeVisible();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByText('Is the residence mixed? See www.example.com/rooms')).toBeVisible();
    await expect(messages.getByText('The single rooms have their own bathroom, too.')).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);
    // A link changed by one letter opens nothing.
    const forged = await page.goto(
      `${site.url}${new URL(link).pathname.replace(/.\/$/, (end) => (end[0] === 'A' ? 'B/' : 'A/'))}`,
    );
    expect(forged?.status()).toBe(404);
  });

  test("a booking's page shows the booking's thread, and the office writes into it from the booking", async ({
    page,
    browser,
  }) => {
    // A booking made through the deposit form, as a visitor's browser posts it.
    const bookingPage = `${site.url}${await bookStay(site.url, 'en', 'bruno.chat@example.com')}`;
    const [booking] = await site.server.db.select().from(bookings).where(eq(bookings.email, 'bruno.chat@example.com'));
    await page.goto(bookingPage);
    await expect(page.getByRole('heading', { level: 2, name: 'Messages with the agency' })).toBeVisible();
    // The booking names the visitor: the thread asks for a message only.
    await expect(page.getByLabel('Your message')).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeHidden();

    const office = await officePage(browser);
    await office.goto(`${site.url}/office/bookings/${booking!.id}/`);
    await expect(office.getByRole('heading', { level: 2, name: 'Messages with the visitor' })).toBeVisible();
    await office.getByRole('textbox', { name: 'Message' }).fill('Hello Bruno, your room is confirmed with the school.');
    await office.getByRole('button', { name: 'Send the message' }).click();
    await expect(office.getByText('Your message is sent to the visitor.')).toBeVisible();
    await expectAccessible(office);
    await office.context().close();

    await page.goto(bookingPage);
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(thread.getByText('Hello Bruno, your room is confirmed with the school.')).toBeVisible();
    await expectAccessible(page);
  });
});

// The visitor's price by e-mail in Chromium, on a desktop and at 360 px (the 'phone' project,
// where the cart is a slide-in panel), in English and in Russian: "Send me this price" opens the
// form (its code fetched only then), a wrong field is named, the mail arrives at the site's SMTP
// server, and its link restores the same cart at the same total; the lead shows in the office.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { mailTo } from './support/mail-to.ts';
import { oneScreen } from './support/one-screen.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import { AGENCY_EMAIL, type TestSite } from './support/start-site.ts';
import { cartStarted } from './support/cart-started.ts';

const PRICE_MAIL_CHUNK = /\/PriceMailDialog\.[\w-]+\.js$/;

const CULTURES = {
  en: {
    path: '/en/english/malta/st_julians/harbour_english_academy_st_julians/',
    cart: 'Price calculation',
    book: /^Book/,
    open: 'Send me this price',
    title: 'Get this price by e-mail',
    email: 'E-mail',
    name: 'Name',
    text: 'Message (optional)',
    send: 'Send',
    emailRequired: 'Enter your e-mail address.',
    nameRequired: 'Enter your name.',
    sent: (to: string) => `Operation success: the price was sent to ${to}.`,
    subject: 'Your price for Harbour English Academy',
    greeting: 'Dear Ana Lima,',
    link: 'See this calculation on our site and book',
    visitor: 'Ana Lima',
  },
  ru: {
    path: '/ru/english/malta/st_julians/harbour_english_academy_st_julians/',
    cart: 'Расчёт стоимости',
    book: /^Забронировать/,
    open: 'Прислать расчёт на почту',
    title: 'Расчёт стоимости на e-mail',
    email: 'E-mail',
    name: 'Имя',
    text: 'Сообщение (необязательно)',
    send: 'Отправить',
    emailRequired: 'Укажите адрес электронной почты.',
    nameRequired: 'Укажите ваше имя.',
    sent: (to: string) => `Готово: расчёт отправлен на ${to}.`,
    subject: 'Расчёт стоимости: Harbour English Academy',
    greeting: 'Здравствуйте, Ольга!',
    link: 'Открыть этот расчёт на сайте и забронировать',
    visitor: 'Ольга',
  },
} as const;

test.describe('the price by e-mail', () => {
  // A mail through the queue and several axe runs per culture: minutes on a loaded 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  let site: TestSite;

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'lea@linguatrips.test', 'manager', 'Lea');
  });

  const isSmall = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;
  const waitForPrice = async (page: Page) => {
    await cartStarted(page);
    await expect(page.locator('.cart-overlay')).toHaveCount(0);
    await expect(page.locator('.cart-summary[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toBeVisible();
  };
  /** The cart, priced: on a phone the Book bar opens it as a dialog first. */
  const openCart = async (page: Page, words: (typeof CULTURES)[keyof typeof CULTURES]): Promise<Locator> => {
    // Priced before Book is pressed: the price bar's total holds a figure on either screen. (The
    // cart's own total is hidden on a phone until the panel opens: waiting for it there ran out
    // its 5 s each time.)
    await expect(page.locator('.cart-pricebar dd').first()).toHaveText(/\d/);
    if (isSmall(page)) {
      await page.getByRole('button', { name: words.book }).click();
      await expect(page.getByRole('dialog', { name: words.cart })).toBeVisible();
    }
    await waitForPrice(page);
    return isSmall(page)
      ? page.getByRole('dialog', { name: words.cart })
      : page.getByRole('region', { name: words.cart });
  };

  for (const culture of ['en', 'ru'] as const) {
    test(
      `${culture}: a visitor asks for the price by e-mail and the mail's link gives the same cart and total back`,
      oneScreen(culture, 'en'),
      async ({ page }, info) => {
        const words = CULTURES[culture];
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await page.goto(`${site.url}${words.path}`);
        const cart = await openCart(page, words);
        if (culture === 'en') {
          // A cart with housing and a transfer: every line of the price.
          // A start ten weeks out: the first cart's (28 days or more away) can fall in the host families' Christmas break.
          const start = cart.getByLabel('Start date', { exact: true });
          await start.selectOption((await start.locator('option').nth(10).getAttribute('value'))!);
          await waitForPrice(page);
          await cart.getByRole('radio', { name: 'Host family' }).check();
          await cart.getByRole('radio', { name: /^Malta International Airport/ }).check();
          await waitForPrice(page);
        }
        const total = (await page.getByTestId('cart-total').textContent())!.trim();
        // The form's code is not loaded until the visitor asks for it.
        expect(scripts.filter((script) => PRICE_MAIL_CHUNK.test(script))).toEqual([]);

        // Opened by keyboard; the first field takes the focus.
        const opener = cart.getByRole('button', { name: words.open });
        await opener.focus();
        await page.keyboard.press('Enter');
        const form = page.getByRole('dialog', { name: words.title });
        await expect(form).toBeVisible();
        expect(scripts.some((script) => PRICE_MAIL_CHUNK.test(script))).toBe(true);
        await expect(form.getByLabel(words.email, { exact: true })).toBeFocused();

        // Sent empty: each required field says what is missing, nothing leaves the browser.
        await form.getByRole('button', { name: words.send }).click();
        await expect(form.getByText(words.emailRequired)).toBeVisible();
        await expect(form.getByText(words.nameRequired)).toBeVisible();
        await expect(form.getByLabel(words.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByLabel(words.email, { exact: true })).toBeFocused();
        await expectAccessible(page);
        await expectNoSideways(page);

        const visitor = `visitor-${culture}-${info.project.name}-${Date.now()}@example.com`;
        await form.getByLabel(words.email, { exact: true }).fill(visitor);
        await form.getByLabel(words.name, { exact: true }).fill(words.visitor);
        await form.getByLabel(words.text).fill('Is the school near the sea?');
        await form.getByRole('button', { name: words.send }).click();
        await expect(form.getByRole('status')).toHaveText(words.sent(visitor));
        await expect(form.getByRole('alert')).toHaveCount(0);
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(form).toHaveCount(0);
        await expect(opener).toBeFocused();
        // Escape closed the form only: on a phone the cart panel is still open.
        await expect(cart).toBeVisible();

        // The visitor's mail, in their language, and the agency's notice.
        const mail = await mailTo(site.inbox, visitor, /./);
        expect(mail.subject).toBe(words.subject);
        expect(mail.text).toContain(words.greeting);
        expect(mail.text).toContain(total);
        await expect
          .poll(
            () =>
              site.inbox.mails.some(
                (received) => received.to.includes(AGENCY_EMAIL) && received.text.includes(visitor),
              ),
            { timeout: 20_000 },
          )
          .toBe(true);
        const agency = site.inbox.mails.find(
          (received) => received.to.includes(AGENCY_EMAIL) && received.text.includes(visitor),
        );
        expect(agency?.subject).toBe(`New lead: Harbour English Academy, ${words.visitor}`);
        const restore = new RegExp(`${words.link}: (\\S+)`).exec(mail.text)![1]!;

        // The mail's link restores the cart, with the same total.
        const restored = new URL(restore);
        expect(restored.pathname).toBe(words.path);
        const reader = await page.context().browser()!.newPage({ viewport: page.viewportSize()! });
        await reader.goto(`${site.url}${restored.pathname}${restored.search}`);
        await openCart(reader, words);
        await expect(reader.getByTestId('cart-total')).toHaveText(total);
        await reader.close();

        // The lead in the office.
        // A context of its own (axe needs one), as a member of staff on another computer would be.
        const officeContext = await page.context().browser()!.newContext({ viewport: page.viewportSize()! });
        const office = await officeContext.newPage();
        await office.goto(`${site.url}/office/sign-in/`);
        await office.getByLabel('E-mail address').fill('lea@linguatrips.test');
        await office.getByLabel('Password').fill(OFFICE_PASSWORD);
        await office.getByRole('button', { name: 'Sign in' }).click();
        await expect(office).toHaveURL(`${site.url}/office/`);
        await office.getByRole('link', { name: 'Leads' }).first().click();
        await expect(office).toHaveURL(`${site.url}/office/leads/`);
        await office.getByLabel('Address contains').fill(visitor);
        await office.getByRole('button', { name: 'Show' }).click();
        const lead = office
          .getByRole('listitem')
          .filter({ has: office.getByRole('heading', { name: `${words.visitor} · ${visitor}` }) });
        await expect(lead).toHaveCount(1);
        await expect(lead).toContainText('Harbour English Academy');
        await expect(lead).toContainText('Is the school near the sea?');
        await expect(lead).toContainText('visitor');
        await expect(lead).toContainText(culture);
        await expect(lead.getByRole('link', { name: 'Open the cart on the school page' })).toHaveAttribute(
          'href',
          restore,
        );
        await expectAccessible(office);
        await expectNoSideways(office);
        await officeContext.close();
      },
    );
  }
});

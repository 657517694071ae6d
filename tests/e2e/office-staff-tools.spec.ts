// The staff tools of the school page in Chromium, on a desktop and at 360 px (the 'phone'
// project, where the cart is a slide-in panel): an anonymous visitor gets the identity check and
// nothing else; a signed-in manager gets the school name linked to the office, the calculation
// table (its current row is the cart's total) and the calculation mailed to a client, whose mail
// arrives at the site's SMTP server with a link that restores the cart. axe with each dialog open.
import { eq } from 'drizzle-orm';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { mails } from '#server/db/schema.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { mailTo } from './support/mail-to.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';
import { cartStarted } from './support/cart-started.ts';

const SCHOOL_PATH = '/en/english/malta/st_julians/harbour_english_academy_st_julians/';
const STAFF_CHUNK = /\/StaffTools\.[\w-]+\.js$/;

test.describe('the staff tools of the school page', () => {
  // Four axe runs and a mail through the queue: minutes on a loaded 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let site: TestSite;
  let managerId: string;

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    managerId = await addOfficeStaff(site, 'max@linguatrips.test', 'manager', 'Max Mustermann');
  });

  const isSmall = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

  /** The cart, priced: on a phone the Book bar opens it as a dialog first. */
  const openCart = async (page: Page): Promise<Locator> => {
    if (isSmall(page)) {
      await page.getByRole('button', { name: /^Book/ }).click();
      await expect(page.getByRole('dialog', { name: 'Price calculation' })).toBeVisible();
    }
    await waitForPrice(page);
    return isSmall(page)
      ? page.getByRole('dialog', { name: 'Price calculation' })
      : page.getByRole('region', { name: 'Price calculation' });
  };
  const waitForPrice = async (page: Page) => {
    await cartStarted(page);
    await expect(page.locator('.cart-overlay')).toHaveCount(0);
    await expect(page.locator('.cart-summary[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toBeVisible();
  };

  test('an anonymous visitor gets the identity check and no staff tools, nor their code or styles', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    const identity = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
    await page.goto(`${site.url}${SCHOOL_PATH}`, { waitUntil: 'networkidle' });
    // The identity is checked as the cart starts: on a phone, when the visitor first opens it.
    const cart = await openCart(page);
    const me = await identity;
    expect(me.headers()['cache-control']).toBe('no-store');
    expect(await me.json()).toEqual({ success: true, data: null });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour English Academy');
    await expect(page.getByRole('heading', { level: 1 }).getByRole('link')).toHaveCount(0);
    await expect(cart.getByRole('button', { name: 'Calculation table' })).toHaveCount(0);
    await expect(cart.getByRole('button', { name: 'Send calculation to client' })).toHaveCount(0);
    expect(scripts.filter((script) => STAFF_CHUNK.test(script))).toEqual([]);
    // Nor, in the page's head, the stylesheets of tools that load later (the price mail's form too).
    expect(
      stylesheets.filter((sheet) => /\/(staff-tools|StaffTools|price-mail|PriceMailDialog)\.[\w-]+\.css$/.test(sheet)),
    ).toEqual([]);
    await expectAccessible(page);
  });

  test('a manager sees the school linked to the office, the calculation table and sends a calculation to a client', async ({
    page,
  }, info) => {
    // Signed in to the office in this browser.
    await page.goto(`${site.url}/office/sign-in/`);
    await page.getByLabel('E-mail address').fill('max@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}/office/`);

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}${SCHOOL_PATH}`);
    const cart = await openCart(page);
    // A cart with housing and a transfer.
    // A start ten weeks out: the first cart's (28 days or more away) can fall in the host families' Christmas break.
    const start = cart.getByLabel('Start date', { exact: true });
    await start.selectOption((await start.locator('option').nth(10).getAttribute('value'))!);
    await waitForPrice(page);
    await cart.getByRole('radio', { name: 'Host family' }).check();
    await cart.getByRole('radio', { name: /^Malta International Airport/ }).check();
    await waitForPrice(page);

    const link = page.getByRole('link', { name: 'Harbour English Academy (opens the office in a new tab)' });
    await expect(link).toHaveAttribute('href', '/office/schools/1/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    expect(scripts.some((script) => STAFF_CHUNK.test(script))).toBe(true);

    // The calculation table: opened by keyboard, its current row is the cart's total.
    const total = (await page.getByTestId('cart-total').textContent())!.trim();
    const weeks = await cart.getByLabel('Length', { exact: true }).inputValue();
    const tableButton = cart.getByRole('button', { name: 'Calculation table' });
    await tableButton.focus();
    await page.keyboard.press('Enter');
    const table = page.getByRole('dialog', { name: 'Calculation table' });
    await expect(table).toBeVisible();
    await expect(table.locator(':focus')).toHaveCount(1);
    const current = table.getByRole('row', { name: new RegExp(`^${weeks} \\(this cart\\)`) });
    await expect(current.locator('td[data-column="total"]')).toHaveText(total);
    await expect(table.getByRole('row')).toHaveCount(
      1 + Number(await cart.getByLabel('Length', { exact: true }).locator('option').count()),
    );
    await expectAccessible(page);
    await expectNoSideways(page);
    await page.keyboard.press('Escape');
    await expect(table).toHaveCount(0);
    await expect(tableButton).toBeFocused();
    // Escape closed the table only: on a phone the cart panel is still open.
    await expect(cart).toBeVisible();

    // Send calculation to client: the fields are named when wrong, then the mail goes out.
    const sendButton = cart.getByRole('button', { name: 'Send calculation to client' });
    await sendButton.click();
    const form = page.getByRole('dialog', { name: 'Send calculation to client' });
    await expect(form.getByLabel('Client’s e-mail')).toBeFocused();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toContainText('Client’s e-mail: Enter the client’s e-mail address.');
    await expect(form.getByRole('alert')).toContainText('Client’s name: Enter the client’s name.');
    await expect(form.getByLabel('Client’s e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await expectNoSideways(page);

    const client = `client-${info.project.name}-${Date.now()}@example.com`;
    await form.getByLabel('Client’s e-mail').fill(client);
    await form.getByLabel('Client’s name').fill('Ana Lima');
    await form.getByLabel('Message (optional)').fill('As promised on the phone.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText(`The email was sent to ${client}.`);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(sendButton).toBeFocused();

    const mail = await mailTo(site.inbox, client, /^Your price for /);
    expect(mail.subject).toBe('Your price for Harbour English Academy');
    expect(mail.text).toContain('Dear Ana Lima,');
    expect(mail.text).toContain('A note from Max Mustermann:');
    expect(mail.text).toContain(`Total: ${total}`);
    const restore = /See this calculation on our site and book: (\S+)/.exec(mail.text)![1]!;
    const [row] = await site.server.db.select().from(mails).where(eq(mails.recipient, client));
    expect(row).toMatchObject({ kind: 'calculation-staff', sentByStaffId: managerId });

    // The mail's link restores the cart, with the same price (a client is not signed in).
    const restored = new URL(restore);
    expect(restored.pathname).toBe(SCHOOL_PATH);
    const visitor = await page.context().browser()!.newPage({ viewport: page.viewportSize()! });
    await visitor.goto(`${site.url}${restored.pathname}${restored.search}`);
    await openCart(visitor);
    await expect(visitor.getByTestId('cart-total')).toHaveText(total);
    await visitor.close();
  });
});

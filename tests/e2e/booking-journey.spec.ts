// A visitor's whole way to a booking, in real Chromium: from a search page to the school page,
// the cart built step by step, the price checked against the pricing endpoint, a reload, the
// booking modal with invalid then valid data, the booking page, the booking in the database and
// both e-mails in an SMTP server started here. In two cultures, en on a desktop and ru at 360 px
// with the slide-in cart (the 'phone' project; support/one-screen.ts); axe on every step.
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { Culture } from '#domain/culture.ts';
import { maskEmail, maskName } from '#domain/booking/mask-contact.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import { addWorkingDays } from '#domain/dates/add-working-days.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { balanceDueDate } from '#domain/pricing/balance-due-date.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { bookings } from '#server/db/schema.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { oneScreen } from './support/one-screen.ts';
import { AGENCY_EMAIL, type TestSite } from './support/start-site.ts';
import { cartStarted } from './support/cart-started.ts';

const JOURNEYS: { culture: Culture; housing: string; transfer: RegExp; visitor: string }[] = [
  { culture: 'en', housing: 'Host family', transfer: /^Malta International Airport/, visitor: 'Ana Lima' },
  { culture: 'ru', housing: 'Проживание в семье', transfer: /^Международный аэропорт Мальты/, visitor: 'Анна Петрова' },
];

let site: TestSite;
test.beforeAll(({ site: shared }) => {
  site = shared;
});

/** The displayed total, as the cart shows it. */
const shownTotal = (page: Page) => page.getByTestId('cart-total');

async function waitForPrice(page: Page) {
  await cartStarted(page);
  await expect(page.locator('.cart-overlay')).toHaveCount(0);
  await expect(page.locator('.cart-summary[aria-busy="true"]')).toHaveCount(0);
  await expect(shownTotal(page)).toBeVisible();
}

for (const journey of JOURNEYS) {
  test(
    `books a stay at Harbour English Academy (${journey.culture})`,
    oneScreen(journey.culture, 'ru'),
    async ({ page }, info) => {
      // A long journey with an axe run at every step.
      test.setTimeout(120_000);
      const { culture } = journey;
      const t = translateWithDictionary(culture, getDictionary(culture));
      const small = (page.viewportSize()?.width ?? 1440) < 768;
      const email = `visitor-${culture}-${info.project.name}-${Date.now()}@example.com`;
      // No third-party script loads unless one is configured (issue 4: analytics go to window.dataLayer).
      const foreignScripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && new URL(request.url()).origin !== new URL(site.url).origin)
          foreignScripts.push(request.url());
      });

      // From the search page of the culture to the school page.
      await page.goto(`${site.url}/${culture}/english/malta/`);
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Harbour English Academy' }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour English Academy');
      await expect(page).toHaveURL(/\?s\.id=1&culture=/);

      if (small) {
        const bar = page.getByRole('button', { name: new RegExp(`^${t('cart.openPanelNoPrice')}`) });
        await expect(bar).toBeVisible();
        await bar.click();
        await expect(page.getByRole('dialog', { name: t('cart.title') })).toBeVisible();
        const layer = await page.evaluate(
          () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer,
        );
        expect(layer).toContainEqual({
          event: 'virtual_page_view',
          page_path: `/${culture}/english/malta/st_julians/harbour_english_academy_st_julians/card-sidebar`,
        });
      }
      const cart = small
        ? page.getByRole('dialog', { name: t('cart.title') })
        : page.getByRole('region', { name: t('cart.title') });
      await waitForPrice(page);
      await expectAccessible(page);

      // Course, 30 lessons, six weeks, a start about ten weeks away, host family, airport transfer.
      await cart
        .getByRole('combobox', { name: t('cart.course') })
        .selectOption({ label: culture === 'ru' ? 'Общий английский' : 'General English' });
      await cart.getByRole('radio', { name: new RegExp(t('stay.lessonsPerWeek', { count: 30 })) }).check();
      await cart.getByLabel(t('cart.weeks'), { exact: true }).selectOption({ label: t('cart.forWeeks', { count: 6 }) });
      const start = cart.getByLabel(t('cart.start'), { exact: true });
      const startValue = await start.locator('option').nth(10).getAttribute('value');
      await start.selectOption(startValue!);
      await cart.getByRole('radio', { name: journey.housing }).check();
      await cart.getByRole('radio', { name: journey.transfer }).check();
      await waitForPrice(page);
      await expect(cart.getByRole('checkbox', { name: t('cart.fromAirport') })).toBeChecked();
      await expectAccessible(page);

      // The total shown is the pricing endpoint's for the cart in the address.
      const query = new URL(page.url()).search.slice(1);
      expect(query).toContain('c.weeks=6');
      expect(query).toContain(`c.s=${startValue}`);
      const answer = (await (
        await page.request.get(`${site.url}/api/school/calculate/?${query}`)
      ).json()) as ApiEnvelope<CalculationData>;
      if (!answer.success || !answer.data.price) throw new Error('the endpoint gave no price');
      const price = answer.data.price;
      const total = formatMoney(price.total, price.currency.isoCode, culture);
      await expect(shownTotal(page)).toHaveText(total);
      expect(price.deposit.fullDeposit).toBe(false);

      // A reload (or the same link shared) gives the same cart from the address.
      await page.reload();
      if (small) await page.getByRole('button', { name: new RegExp(`^${t('cart.openPanelNoPrice')}`) }).click();
      await waitForPrice(page);
      await expect(shownTotal(page)).toHaveText(total);
      await expect(cart.getByLabel(t('cart.weeks'), { exact: true })).toHaveValue('6');
      await expect(cart.getByLabel(t('cart.start'), { exact: true })).toHaveValue(startValue!);
      await expect(cart.getByRole('radio', { name: journey.housing })).toBeChecked();

      // Back and forward walk through the earlier carts: before the transfer was added, and again with it.
      await page.goBack();
      await expect(cart.getByRole('radio', { name: t('cart.doNotBook') })).toBeChecked();
      await waitForPrice(page);
      await expect(shownTotal(page)).not.toHaveText(total);
      await page.goForward();
      await expect(cart.getByRole('radio', { name: journey.transfer })).toBeChecked();
      await waitForPrice(page);
      await expect(shownTotal(page)).toHaveText(total);

      // Book: the modal, first with nothing filled in, then with a valid contact.
      await cart.getByRole('button', { name: t('cart.book'), exact: true }).click();
      const modal = page.getByRole('dialog', { name: t('bookingModal.title') });
      await expect(modal).toBeVisible();
      await expectAccessible(page);
      // The button says what it does, "nothing to pay now" right beneath it, and above it who
      // confirms the place and by when, how the deposit is paid and where the balance goes.
      const submit = modal.getByRole('button', { name: t('bookingModal.submit'), exact: true });
      await expect(submit).toHaveAccessibleDescription(t('bookingModal.nothingToPay'));
      const facts = modal.getByText(t('bookingModal.moneyFacts', { count: 1 }), { exact: true });
      await expect(facts).toBeVisible();
      await submit.scrollIntoViewIfNeeded();
      const [factsBox, submitBox, noteBox] = await Promise.all([
        facts.boundingBox(),
        submit.boundingBox(),
        modal.getByText(t('bookingModal.nothingToPay'), { exact: true }).boundingBox(),
      ]);
      expect(factsBox!.y + factsBox!.height).toBeLessThanOrEqual(submitBox!.y + 1);
      expect(noteBox!.y).toBeGreaterThanOrEqual(submitBox!.y + submitBox!.height - 1);
      await modal.getByRole('button', { name: t('bookingModal.submit'), exact: true }).click();
      await expect(modal.getByText(t('bookingModal.NameIsRequired'))).toBeVisible();
      await expect(modal.getByText(t('bookingModal.fieldIsRequired'))).toBeVisible();
      await expect(modal.getByLabel(t('bookingModal.name'), { exact: true })).toBeFocused();
      await expectAccessible(page);

      await modal.getByLabel(t('bookingModal.name'), { exact: true }).fill(journey.visitor);
      await modal.getByLabel(t('bookingModal.email'), { exact: true }).fill(email);
      await modal.getByLabel(t('bookingModal.phonePrefix'), { exact: true }).selectOption('+34');
      await modal.getByLabel(t('bookingModal.phoneNumber'), { exact: true }).pressSequentially('612345678');
      await expect(modal.getByLabel(t('bookingModal.phoneNumber'), { exact: true })).toHaveValue('612 345 678');
      await modal.getByLabel(t('bookingModal.privacyAgreed'), { exact: true }).check();
      // A double click books once: the token from the modal keys the booking.
      await modal.getByRole('button', { name: t('bookingModal.submit'), exact: true }).dblclick();

      // The booking page, at its unguessable address.
      await expect(page).toHaveURL(new RegExp(`/${culture}/booking/[A-Za-z0-9_-]{32}/$`));
      const [row, ...others] = await site.server.db.select().from(bookings).where(eq(bookings.email, email));
      expect(others).toHaveLength(0);
      expect(row).toMatchObject({
        culture,
        schoolId: 1,
        name: journey.visitor,
        phone: '+34612345678',
        total: price.total,
        deposit: price.deposit.value,
        courseStart: startValue,
      });
      const { reference } = row!;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('bookingPage.title', { reference }));
      await expect(
        page.getByText(formatMoney(price.deposit.value, price.currency.isoCode, culture), { exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: t('bookingPage.next') })).toBeVisible();
      // The page opens with the success state and the stay, then what happens next, the manager,
      // and only then changing and cancelling.
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      const at = (text: string) => headings.findIndex((heading) => heading.includes(text));
      const order = [
        t('bookingPage.success'),
        t('bookingPage.stay'),
        t('bookingPage.next'),
        t('bookingPage.manager.title'),
        t('bookingPage.change.title'),
        t('bookingPage.manage.title'),
      ].map(at);
      expect(order.every((index) => index >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      // The timeline's dates: confirmation from the booking day, the balance on the pricing model's date.
      const timeline = page.getByRole('list').filter({ has: page.locator('time') });
      const confirmBy = formatDate(addWorkingDays(row!.createdAt.toISOString().slice(0, 10), 1), culture);
      await expect(timeline.getByRole('listitem').first()).toContainText(confirmBy);
      await expect(
        timeline.getByText(
          t('timeline.balance', {
            date: formatDate(balanceDueDate(startValue!), culture),
            amount: formatMoney(price.balance, price.currency.isoCode, culture),
          }),
        ),
      ).toBeVisible();
      await expect(
        timeline.getByText(t('timeline.courseStart', { date: formatDate(startValue!, culture) })),
      ).toBeVisible();
      const calendar = page.getByRole('link', { name: t('bookingPage.calendar') });
      const ics = await page.request.get(new URL((await calendar.getAttribute('href'))!, site.url).href);
      expect(ics.status()).toBe(200);
      expect(await ics.text()).toContain(`DTSTART;VALUE=DATE:${startValue!.replaceAll('-', '')}`);
      // Whoever has the link sees the contact masked; the mails below carry it in full.
      await expect(page.getByText(maskEmail(email), { exact: true })).toBeVisible();
      await expect(page.getByText(maskName(journey.visitor), { exact: true })).toBeVisible();
      await expect(page.getByText('+34 ••• ••• 78', { exact: true })).toBeVisible();
      expect(await page.content()).not.toContain(email);
      expect(await page.content()).not.toContain(journey.visitor);
      await expectAccessible(page);

      // Both mails, through a real SMTP server.
      await expect
        .poll(() => site.inbox.mails.filter((mail) => mail.to.includes(email) || mail.text.includes(email)).length)
        .toBe(2);
      const mails = site.inbox.mails.filter((mail) => mail.to.includes(email) || mail.text.includes(email));
      expect(mails.map((mail) => mail.to[0]).sort()).toEqual([AGENCY_EMAIL, email].sort());
      expect(mails.find((mail) => mail.to.includes(email))!.subject).toContain(reference);
      expect(foreignScripts).toEqual([]);
    },
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // axe needs JavaScript in the page; the same pages are checked with it in the next test.
  test('books through the plain deposit form, invalid then valid', async ({ page }, info) => {
    test.setTimeout(90_000);
    const t = translateWithDictionary('es', getDictionary('es'));
    const email = `nojs-${info.project.name}-${Date.now()}@example.com`;
    await page.goto(`${site.url}/es/english/malta/st_julians/harbour_english_academy_st_julians/`);
    await page.getByRole('link', { name: t('cart.book'), exact: true }).click();
    await expect(page).toHaveURL(/\/es\/buy\/deposit\/1\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('depositPage.title'));

    await page.getByRole('button', { name: t('bookingModal.submit'), exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(t('bookingModal.NameIsRequired'));
    expect(await site.server.db.select().from(bookings).where(eq(bookings.email, email))).toEqual([]);

    await page.getByLabel(t('bookingModal.name'), { exact: true }).fill('Lucía Gómez');
    await page.getByLabel(t('bookingModal.email'), { exact: true }).fill(email);
    await page.getByLabel(t('bookingModal.phonePrefix'), { exact: true }).selectOption('+34');
    await page.getByLabel(t('bookingModal.phoneNumber'), { exact: true }).fill('612 345 678');
    await page.getByLabel(t('bookingModal.privacyAgreed'), { exact: true }).check();
    await page.getByRole('button', { name: t('bookingModal.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/es\/booking\/[A-Za-z0-9_-]{32}\/$/);
    await expect(page.getByRole('heading', { name: t('bookingPage.next') })).toBeVisible();
    const rows = await site.server.db.select().from(bookings).where(eq(bookings.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ culture: 'es', name: 'Lucía Gómez', phone: '+34612345678' });
  });
});

test('the deposit page and its errors are accessible', async ({ page }) => {
  const t = translateWithDictionary('es', getDictionary('es'));
  await page.goto(`${site.url}/es/buy/deposit/1/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('depositPage.title'));
  await expectAccessible(page);
  await page.getByRole('button', { name: t('bookingModal.submit'), exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(t('bookingModal.NameIsRequired'));
  await expectAccessible(page);
});

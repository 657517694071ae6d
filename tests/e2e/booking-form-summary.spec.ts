// Issue 12's booking form, in real Chromium on a desktop and at 360 px: it says what is booked
// with the total, the deposit and the balance date; the phone code starts on the visitor's
// country and is picked by country name; the privacy policy opens beside the consent; × closes
// it. The privacy and terms pages exist in every culture. axe on every step.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { CULTURES, type Culture } from '#domain/culture.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import type { TestSite } from './support/start-site.ts';
import { cartStarted } from './support/cart-started.ts';

const SCHOOL_PAGE = 'english/malta/st_julians/harbour_english_academy_st_julians/';

let site: TestSite;
test.beforeAll(({ site: shared }) => {
  site = shared;
});

const translator = (culture: Culture) => translateWithDictionary(culture, getDictionary(culture));

/** The school page with its cart in view (the slide-in panel on a phone), priced. */
async function openCart(page: Page, culture: Culture): Promise<Locator> {
  const t = translator(culture);
  await page.goto(`${site.url}/${culture}/${SCHOOL_PAGE}`);
  const small = (page.viewportSize()?.width ?? 1440) < 768;
  if (small) await page.getByRole('button', { name: new RegExp(`^${t('cart.openPanelNoPrice')}`) }).click();
  const cart = small
    ? page.getByRole('dialog', { name: t('cart.title') })
    : page.getByRole('region', { name: t('cart.title') });
  await waitForPrice(page);
  return cart;
}

async function waitForPrice(page: Page) {
  await cartStarted(page);
  await expect(page.locator('.cart-overlay')).toHaveCount(0);
  await expect(page.locator('.cart-summary[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toBeVisible();
}

/** The value beside a label in the form's summary. */
const fact = (summary: Locator, label: string) =>
  summary
    .locator('div')
    .filter({
      has: summary.page().locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
    })
    .locator('dd');

test.describe('a visitor from Spain on the English site', () => {
  test.use({ timezoneId: 'Europe/Madrid' });

  test('sees what they book with its price, picks the phone code by country, reads the privacy policy and closes the form', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = translator('en');
    const cart = await openCart(page, 'en');

    // Six weeks about ten weeks away, host family and the airport transfer: a deposit and a balance.
    await cart.getByLabel(t('cart.weeks'), { exact: true }).selectOption({ label: t('cart.forWeeks', { count: 6 }) });
    const start = cart.getByLabel(t('cart.start'), { exact: true });
    const startValue = (await start.locator('option').nth(10).getAttribute('value'))!;
    await start.selectOption(startValue);
    await cart.getByRole('radio', { name: 'Host family' }).check();
    await cart.getByRole('radio', { name: /^Malta International Airport/ }).check();
    await waitForPrice(page);
    const query = new URL(page.url()).search.slice(1);
    const answer = (await (
      await page.request.get(`${site.url}/api/school/calculate/?${query}`)
    ).json()) as ApiEnvelope<CalculationData>;
    if (!answer.success || !answer.data.price) throw new Error('the endpoint gave no price');
    const price = answer.data.price;
    const money = (minor: number) => formatMoney(minor, price.currency.isoCode, 'en');
    expect(price.balanceDate).not.toBeNull();

    await cart.getByRole('button', { name: t('cart.book'), exact: true }).click();
    const modal = page.getByRole('dialog', { name: t('bookingModal.title') });
    await expect(modal).toBeVisible();

    // The total, the deposit now and the balance with its date; on a phone what is booked is folded
    // under them (the form stays near the top of a 360 px screen), a tap away.
    const summary = modal.getByRole('region', { name: t('bookingModal.summaryTitle') });
    await expect(fact(summary, t('price.total'))).toBeVisible();
    await expect(fact(summary, t('price.depositNow'))).toBeVisible();
    if ((page.viewportSize()?.width ?? 1440) < 768) {
      await expect(fact(summary, t('stay.school'))).toBeHidden();
      await expect(modal.getByLabel(t('bookingModal.phonePrefix'), { exact: true })).toBeInViewport();
      await summary.getByText(t('bookingModal.summaryDetails'), { exact: true }).click();
    }
    await expect(fact(summary, t('stay.school'))).toBeVisible();
    await expect(fact(summary, t('stay.school'))).toHaveText('Harbour English Academy');
    await expect(fact(summary, t('stay.course'))).toContainText(`General English, ${t('stay.weeks', { count: 6 })}`);
    await expect(fact(summary, t('stay.courseDates'))).toContainText(formatDate(startValue, 'en'));
    await expect(fact(summary, t('stay.accommodation'))).toContainText('Host family');
    await expect(fact(summary, t('stay.transfer'))).toContainText('Malta International Airport');
    await expect(fact(summary, t('price.total'))).toHaveText(money(price.total));
    await expect(fact(summary, t('price.depositNow'))).toHaveText(money(price.deposit.value));
    await expect(fact(summary, t('price.balanceDue', { date: formatDate(price.balanceDate!, 'en') }))).toHaveText(
      money(price.balance),
    );
    await expectAccessible(page);

    // The code starts on the visitor's country (by the browser's time zone), shown by name.
    const code = modal.getByLabel(t('bookingModal.phonePrefix'), { exact: true });
    await expect(code.locator('option:checked')).toHaveText('Spain (+34)');
    // Picked by its country's name; the number takes that country's mask.
    await code.selectOption({ label: 'Germany (+49)' });
    const number = modal.getByLabel(t('bookingModal.phoneNumber'), { exact: true });
    await number.pressSequentially('15123456789');
    await expect(number).toHaveValue('1512 3456789');
    // A native select: typing a country's first letters finds it.
    await code.focus();
    await page.keyboard.type('Fra');
    await expect(code.locator('option:checked')).toHaveText('France (+33)');
    await expect(code).toHaveValue('+33');

    // The privacy policy, beside the consent, in a new tab: the form keeps what was typed.
    const privacy = modal.getByRole('link', { name: t('bookingModal.privacyLink') });
    await expect(privacy).toHaveAttribute('href', '/en/privacy/');
    const typed = await number.inputValue();
    const [policy] = await Promise.all([page.waitForEvent('popup'), privacy.click()]);
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText(t('legal.privacy.title'));
    await expect(policy.getByRole('heading', { name: t('legal.privacy.cookies.title') })).toBeVisible();
    await expectAccessible(policy);
    await policy.close();
    await expect(number).toHaveValue(typed);

    // × closes the form; the cart is where it was.
    await modal.getByRole('button', { name: t('bookingModal.close') }).click();
    await expect(modal).toBeHidden();
    await expect(cart.getByRole('button', { name: t('cart.book'), exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a visitor whose country the browser does not tell', () => {
  test.use({ timezoneId: 'Etc/UTC' });

  test("starts on the culture's own code, in the culture's words, with its privacy page", async ({ page }) => {
    const t = translator('ru');
    const cart = await openCart(page, 'ru');
    await cart.getByRole('button', { name: t('cart.book'), exact: true }).click();
    const modal = page.getByRole('dialog', { name: t('bookingModal.title') });
    await expect(modal.getByLabel(t('bookingModal.phonePrefix'), { exact: true }).locator('option:checked')).toHaveText(
      'Россия (+7)',
    );
    await expect(
      fact(modal.getByRole('region', { name: t('bookingModal.summaryTitle') }), t('stay.school')),
    ).toHaveText('Harbour English Academy');
    await expect(modal.getByRole('link', { name: t('bookingModal.privacyLink') })).toHaveAttribute(
      'href',
      '/ru/privacy/',
    );
    await expectAccessible(page);
  });
});

test('the privacy policy and the terms of use exist in every culture, linked from the footer', async ({ page }) => {
  for (const culture of CULTURES) {
    const t = translator(culture);
    for (const legal of ['privacy', 'terms'] as const) {
      const response = await page.request.get(`${site.url}/${culture}/${legal}/`);
      expect(response.status(), `/${culture}/${legal}/`).toBe(200);
      // Astro escapes quotes and ampersands (French and Turkish titles have apostrophes).
      const html = (await response.text())
        .replace(/&#39;|&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${t(`legal.${legal}.title`)}</h1>`));
      expect(html, `/${culture}/${legal}/ shows the support address`).toContain('support@linguatrips.example');
      expect(html).not.toContain('{{');
    }
  }
  await page.goto(`${site.url}/de/`);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: translator('de')('footer.terms') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translator('de')('legal.terms.title'));
  await expectAccessible(page);
});

// Issue 29, point 8: without JavaScript the deposit page books any stay, not only the default.
// The plain stay form chooses another length, a housing with its room, meals and dates, and a
// transfer; each "Update the price" answers with the new stay's own address, whose price is the
// pricing endpoint's; the booking made from it holds the housing and the transfer. En on the
// desktop, ru at 360 px (support/one-screen.ts); axe and the phone's width on the same pages
// with JavaScript, which axe needs.
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { roomLabel } from '#domain/booking/room-label.ts';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { Culture } from '#domain/culture.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { bookings } from '#server/db/schema.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { oneScreen } from './support/one-screen.ts';

// Harbour English Academy (content/schools), id 1, EUR: the Spinola Bay residence (2) has a
// single en-suite room (3) and breakfast (4); one airport transfer (1).
const SCHOOL = 1;
const JOURNEYS: { culture: Culture; housing: string; transfer: RegExp; visitor: string }[] = [
  {
    culture: 'en',
    housing: 'Spinola Bay Student Residence',
    transfer: /^Malta International Airport/,
    visitor: 'Ana Lima',
  },
  {
    culture: 'ru',
    housing: 'Студенческая резиденция Spinola Bay',
    transfer: /^Международный аэропорт Мальты/,
    visitor: 'Анна Петрова',
  },
];

/** The first option of a select other than the selected one, read without JavaScript in the page. */
async function otherOption(page: Page, label: string): Promise<string> {
  const select = page.getByLabel(label, { exact: true });
  const current = await select.inputValue();
  const options = select.locator('option');
  const values: string[] = [];
  for (let index = 0; index < (await options.count()); index++)
    values.push((await options.nth(index).getAttribute('value')) ?? '');
  const other = values.find((value) => value !== current);
  if (!other) throw new Error(`no option but ${current} in ${label}`);
  return other;
}

for (const journey of JOURNEYS) {
  test.describe(`without JavaScript in ${journey.culture}`, () => {
    test.use({ javaScriptEnabled: false });

    test(
      `books another length with housing, its room, meals and dates, and a transfer`,
      oneScreen(journey.culture, 'ru'),
      async ({ page, site }, info) => {
        test.setTimeout(120_000);
        const { culture } = journey;
        const t = translateWithDictionary(culture, getDictionary(culture));
        const email = `nojs-stay-${info.project.name}-${Date.now()}@example.com`;
        const update = () => page.getByRole('button', { name: t('stayForm.update'), exact: true }).click();
        await page.goto(`/${culture}/buy/deposit/${SCHOOL}/`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('depositPage.title'));

        // The length, the residence and the transfer on arrival only, in one update.
        const stayForm = page.getByRole('form', { name: t('stayForm.title') });
        await stayForm
          .getByLabel(t('cart.weeks'), { exact: true })
          .selectOption({ label: t('cart.forWeeks', { count: 4 }) });
        await stayForm.getByRole('radio', { name: journey.housing, exact: true }).check();
        await stayForm.getByRole('radio', { name: journey.transfer }).check();
        await stayForm.getByRole('checkbox', { name: t('cart.toAirport'), exact: true }).uncheck();
        await update();
        await expect(page).toHaveURL(/[?&]c\.weeks=4&.*a\.r=\d+.*&t\.id=1&t\.t=false&t\.f=true$/);
        await expect(stayForm.getByRole('radio', { name: journey.housing, exact: true })).toBeChecked();

        // Then the room, the meals and another departure: the residence's own choices.
        await stayForm
          .getByLabel(t('cart.room'), { exact: true })
          .selectOption({ label: roomLabel({ roomFor: 1, enSuite: true }, t) });
        await stayForm.getByLabel(t('cart.meals'), { exact: true }).selectOption({ label: t('food.breakfast') });
        const departure = await otherOption(page, t('cart.departure'));
        await stayForm.getByLabel(t('cart.departure'), { exact: true }).selectOption(departure);
        await update();
        await expect(page).toHaveURL(
          new RegExp(`[?&]a\\.r=3&a\\.f=4&a\\.s=[0-9-]+&a\\.e=${departure}&t\\.id=1&t\\.t=false&t\\.f=true$`),
        );
        await expect(stayForm.getByLabel(t('cart.departure'), { exact: true })).toHaveValue(departure);
        await expect(page.getByRole('alert')).toHaveCount(0);

        // The total shown is the pricing endpoint's for the cart in the address.
        const query = new URL(page.url()).search.slice(1);
        const answer = (await (
          await page.request.get(`/api/school/calculate/?${query}`)
        ).json()) as ApiEnvelope<CalculationData>;
        if (!answer.success || !answer.data.price) throw new Error('the endpoint gave no price');
        const price = answer.data.price;
        expect(price.accommodation.amount.originalTotal).toBeGreaterThan(0);
        expect(price.transfer.price).toBeGreaterThan(0);
        const total = page
          .locator('.fact-list div')
          .filter({ has: page.getByText(t('price.total'), { exact: true }) })
          .locator('dd');
        await expect(total).toHaveText(formatMoney(price.total, price.currency.isoCode, culture));

        // Booked from this page: the booking holds the housing and the transfer.
        await page.getByLabel(t('bookingModal.name'), { exact: true }).fill(journey.visitor);
        await page.getByLabel(t('bookingModal.email'), { exact: true }).fill(email);
        await page.getByLabel(t('bookingModal.phonePrefix'), { exact: true }).selectOption('+34');
        await page.getByLabel(t('bookingModal.phoneNumber'), { exact: true }).fill('612 345 678');
        await page.getByLabel(t('bookingModal.privacyAgreed'), { exact: true }).check();
        await page.getByRole('button', { name: t('bookingModal.submit'), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/${culture}/booking/[A-Za-z0-9_-]{32}/$`));
        await expect(page.getByText(journey.housing).first()).toBeVisible();
        await expect(page.getByText(journey.transfer).first()).toBeVisible();
        const [row] = await site.server.db.select().from(bookings).where(eq(bookings.email, email));
        expect(row!.summary.accommodation).toMatchObject({ id: 2, roomFor: 1, enSuite: true, foodType: 'breakfast' });
        expect(row!.summary.transfer).toMatchObject({ id: 1 });
        expect(row!.cartQuery).toContain(`a.e=${departure}`);
        expect(row!.total).toBe(price.total);
      },
    );
  });
}

test('the stay form and its refused fields are accessible and fit the screen', async ({ page }) => {
  const t = translateWithDictionary('zh', getDictionary('zh'));
  await page.goto(`/zh/buy/deposit/${SCHOOL}/?c.w=112&c.weeks=4&c.s=2027-03-01&a.r=3&a.f=4&t.id=1`);
  await expect(page.getByRole('form', { name: t('stayForm.title') })).toBeVisible();
  await expectAccessible(page);
  await expectNoSideways(page);

  // A value no control offers: named in the visitor's language, tied to its field, the rest kept.
  const response = await page.goto(
    `/zh/buy/deposit/${SCHOOL}/?c.w=112&c.weeks=4&c.s=2027-03-01&a.r=3&a.f=4&t.id=1&stay=update&weeks=x&housing=2&meals=3`,
  );
  expect(response?.status()).toBe(422);
  const summary = page.locator('#stay-problems');
  await expect(summary).toContainText(`${t('cart.weeks')}: ${t('stayForm.notOffered')}`);
  await expect(page.getByLabel(t('cart.weeks'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(t('cart.weeks'), { exact: true })).toHaveAccessibleDescription(t('stayForm.notOffered'));
  await expect(page.getByLabel(t('cart.meals'), { exact: true })).toHaveValue('3');
  await expectAccessible(page);
  await expectNoSideways(page);
});

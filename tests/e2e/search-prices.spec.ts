import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import type { FindSchoolsAnswer, SearchCard } from '#domain/search/search-answer.ts';
import { CURRENCY_KEY } from '#stores/cart/browser-cart-environment.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { isPhone, openSearchPage, searchHydrated } from './support/search-page.ts';

// Issue 29, item 7: all-in card prices, shown in the display currency chosen in a cart, a price
// filter in that currency, the applied-filters bar, and Show N schools on the phone.

const api = async (page: Page, query: string) => {
  const response = await page.request.get(`/api/search/findschools/?${query}`);
  return ((await response.json()) as { data: FindSchoolsAnswer }).data;
};
const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en', { hideZeroCents: true });
/** A card's price in pounds, as the price filter compares it. */
const inPounds = (card: SearchCard) => (card.currency.isoCode === 'GBP' ? card.price : card.displayPrice!.amount);

/** The visitor chose pounds in a school page's cart earlier: the choice is in the browser. */
const choosePounds = (page: Page) =>
  page.addInitScript(([key]) => window.localStorage.setItem(key!, 'GBP'), [CURRENCY_KEY]);

test.describe('search prices in the display currency', () => {
  test('shows each card in pounds beside its own currency, with ≈', async ({ page }) => {
    await choosePounds(page);
    await openSearchPage(page, '/en/english/');
    const answer = await api(page, 'culture=en&language=english&currency=GBP');
    const card = answer.exact.items.find((item) => item.currency.isoCode !== 'GBP' && item.displayPrice !== null)!;
    const article = page.getByRole('article', { name: card.name });
    const price = `${money(card.price, card.currency.isoCode)} ≈ ${money(card.displayPrice!.amount, 'GBP')}`;
    await expect(article.getByText(`from ${price} for 2 weeks`)).toBeVisible();
    await expect(article.getByText(/course, school fees and housing placement fee included/)).toBeVisible();
    await expectAccessible(page);
  });

  test('filters by a maximum price in pounds, then removes it and clears everything from the applied-filters bar', async ({
    page,
  }) => {
    await choosePounds(page);
    await openSearchPage(page, '/en/english/');
    const all = await api(page, 'culture=en&language=english&currency=GBP');
    const prices = all.exact.items.map(inPounds).sort((a, b) => a - b);
    const limit = Math.floor(prices[Math.floor(prices.length / 2)]! / 100);
    const within = await api(page, `culture=en&language=english&currency=GBP&maxprice=${limit}`);
    expect(within.exact.schoolsCount).toBeGreaterThan(0);
    expect(within.exact.schoolsCount).toBeLessThan(all.exact.schoolsCount);

    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Filters' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      await dialog.getByLabel('Maximum price for the course (£, GBP)').fill(String(limit));
      // Show says how many schools the typed limit leaves, before it is applied.
      const show = dialog.getByRole('button', {
        name: `Show ${within.exact.schoolsCount} school${within.exact.schoolsCount === 1 ? '' : 's'}`,
        exact: true,
      });
      await expect(show).toBeVisible();
      await expectAccessible(page);
      await show.click();
      await expect(dialog).toBeHidden();
    } else {
      const panel = page.getByRole('region', { name: 'Filters' });
      await panel.getByLabel('Maximum price for the course (£, GBP)').fill(String(limit));
      await panel.getByRole('button', { name: 'Apply' }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/en/english/\\?maxprice=${limit}$`));
    await expect(
      page.getByText(`${within.exact.schoolsCount} school${within.exact.schoolsCount === 1 ? '' : 's'}`, {
        exact: true,
      }),
    ).toBeVisible();
    const shown = page.getByRole('region', { name: 'Schools' }).getByRole('article');
    await expect(shown.first()).toBeVisible();
    for (const card of within.exact.items) expect(inPounds(card)).toBeLessThanOrEqual(limit * 100);

    const bar = page.getByRole('region', { name: 'Applied filters' });
    const removePrice = bar.getByRole('button', { name: `Remove filter: up to ${money(limit * 100, 'GBP')}` });
    await expect(removePrice).toBeVisible();
    await expectAccessible(page);
    await removePrice.click();
    await expect(page).toHaveURL(/\/en\/english\/$/);
    await expect(page.getByText(`${all.exact.schoolsCount} schools`, { exact: true })).toBeVisible();
    await expect(bar).toHaveCount(0);

    // Two filters at once, cleared with one click.
    await page.goto(`/en/english/malta/?weeks=4&maxprice=${limit}`);
    await searchHydrated(page);
    await expect(bar.getByRole('button', { name: /^Remove filter: / })).toHaveCount(3);
    await bar.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/en\/english\/$/);
    await expect(bar).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the static page shows every card with its all-in price in the school currency', async ({ page }) => {
    await page.goto('/en/english/');
    const answer = await api(page, 'culture=en&language=english');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(10, answer.exact.schoolsCount + answer.approximate.schoolsCount));
    for (const card of answer.exact.items) {
      await expect(
        page
          .getByRole('article', { name: card.name })
          .getByText(`from ${money(card.price, card.currency.isoCode)} for ${card.weeks} weeks`),
      ).toBeVisible();
    }
    await expect(page.getByText('≈')).toHaveCount(0);
  });
});

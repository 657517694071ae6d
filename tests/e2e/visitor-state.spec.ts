// State that follows the visitor from the search to the school page (issue 12): the card's link
// carries the search's course length and its 'with accommodation', the school page opens on that
// cart after one price request, the address never holds a cart with errors, and on a phone the
// back link returns to the search as the visitor left it. The ru filter window at 360×740 shows
// its last choice above the pinned Show bar. Desktop and 360 px.
import type { Page } from '@playwright/test';
import { openSearchPage } from './support/search-page.ts';
import { expect, test } from './support/test.ts';
import { cartStarted } from './support/cart-started.ts';

const SEARCH = '/en/english/malta/st_julians/?weeks=4';
const SCHOOL = /\/en\/english\/malta\/st_julians\/harbour_english_academy_st_julians\/\?/;
const isSmall = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/** Counts the cart's price requests the page makes. */
function countPriceRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/school/calculate/') count += 1;
  });
  return () => count;
}

test("a search's weeks and housing open the school page's cart, priced once, and the phone's back link returns to the search", async ({
  page,
}) => {
  await openSearchPage(page, SEARCH);
  const card = page.getByRole('article', { name: 'Harbour English Academy' });
  // The 'from' price is all in and says what it includes (issue 29).
  await expect(card.getByText(/^from .+ for 4 weeks/)).toContainText(
    'course, school fees and housing placement fee included; accommodation extra',
  );
  const link = card.getByRole('link', { name: 'Harbour English Academy' });
  await expect(link).toHaveAttribute(
    'href',
    '/en/english/malta/st_julians/harbour_english_academy_st_julians/?c.weeks=4&a.on=true',
  );

  const priceRequests = countPriceRequests(page);
  await link.click();
  await expect(page).toHaveURL(SCHOOL);
  if (isSmall(page))
    await page
      .getByRole('region', { name: 'Price of your stay' })
      .getByRole('button', { name: 'Book', exact: true })
      .click();
  const cart = isSmall(page)
    ? page.getByRole('dialog', { name: 'Price calculation' })
    : page.getByRole('region', { name: 'Price calculation' });
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(priceRequests()).toBe(1);

  await expect(cart.getByLabel('Length', { exact: true })).toHaveValue('4');
  await expect(cart.getByRole('radio', { name: 'Without accommodation' })).not.toBeChecked();
  await expect(cart.getByRole('group', { name: 'Accommodation' }).getByRole('radio', { checked: true })).toHaveCount(1);
  // The address is the cart's own now: its room, not the search's wish.
  const address = new URL(page.url()).searchParams;
  expect(address.get('c.weeks')).toBe('4');
  expect(address.get('a.r')).not.toBeNull();
  expect(address.get('a.on')).toBeNull();

  if (!isSmall(page)) return;
  await page.keyboard.press('Escape');
  const back = page.getByRole('link', { name: 'Back', exact: true });
  await expect(back).toHaveAttribute('href', SEARCH);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${SEARCH.replace(/[.?]/g, '\\$&')}$`));
  await expect(page.getByRole('article', { name: 'Harbour English Academy' })).toBeVisible();
});

// The price shown at first is the build's (issue 34): the cart asks again once it starts, at once on
// a wide screen where its sidebar is in view, on a phone only when the visitor first touches it.
test('a school page entered directly opens on at most one price request, its back link on the schools list', async ({
  page,
}) => {
  const priceRequests = countPriceRequests(page);
  await page.goto('/en/english/malta/st_julians/harbour_english_academy_st_julians/');
  await expect(page.getByRole('region', { name: 'Price of your stay' }).getByText('Total')).toBeVisible();
  if (!isSmall(page)) await cartStarted(page);
  await page.waitForLoadState('networkidle');
  expect(priceRequests()).toBe(isSmall(page) ? 0 : 1);
  if (isSmall(page))
    await expect(page.getByRole('link', { name: 'Back to the schools list' }).first()).toHaveAttribute(
      'href',
      '/en/english/malta/st_julians/',
    );
});

test('a cart with errors is not written into the address', async ({ page }) => {
  const open = async (path: string) => {
    await page.goto(path);
    if (isSmall(page))
      await page
        .getByRole('region', { name: 'Price of your stay' })
        .getByRole('button', { name: /^(Book|Check your choices)$/ })
        .click();
    return isSmall(page)
      ? page.getByRole('dialog', { name: 'Price calculation' })
      : page.getByRole('region', { name: 'Price calculation' });
  };
  let cart = await open('/en/english/malta/st_julians/harbour_english_academy_st_julians/');
  await expect(page.getByTestId('cart-total')).toBeVisible();
  // A start ten weeks out: the first cart's can fall in the host families' Christmas break.
  const start = cart.getByLabel('Start date', { exact: true });
  await start.selectOption((await start.locator('option').nth(10).getAttribute('value'))!);
  await cart.getByRole('radio', { name: 'Host family' }).check();
  await expect(page).toHaveURL(/a\.r=/);
  await expect(page.getByTestId('cart-total')).toBeVisible();
  // The same stay shared with the housing half a year after the course: the rules refuse it.
  const shared = new URL(page.url());
  const later = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + 182 * 86_400_000).toISOString().slice(0, 10);
  shared.searchParams.set('a.s', later(shared.searchParams.get('a.s')!));
  shared.searchParams.set('a.e', later(shared.searchParams.get('a.e')!));
  // Written by hand, without the keys the page adds itself: a rewritten address would differ.
  shared.searchParams.delete('s.id');
  shared.searchParams.delete('culture');
  cart = await open(`${shared.pathname}${shared.search}`);
  await expect(cart.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveCount(0);
  // The address stays the link followed: not rewritten into the cart the page shows with its errors.
  expect(page.url()).toBe(shared.href);
});

test.describe('the ru filter window on a 360×740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows its last choice above the pinned Show bar, the bar on the bottom edge', async ({ page }) => {
    await openSearchPage(page, '/ru/english/');
    await page.getByRole('button', { name: 'Фильтры' }).click();
    const filters = page.getByRole('dialog', { name: 'Фильтры' });
    const last = filters.getByRole('checkbox').last();
    await expect(last).toHaveAccessibleName('Аккредитована');
    // Scrolled to its end, as far as a finger can take it.
    await filters.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    const lastBox = (await filters.getByText('Аккредитована', { exact: true }).boundingBox())!;
    const bar = (await filters.getByRole('button', { name: 'Показать' }).boundingBox())!;
    // The choice ends above the bar's button, and the bar's button sits within its padding (0.75rem) of the bottom edge.
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(bar.y - 12);
    expect(740 - (bar.y + bar.height)).toBeLessThanOrEqual(12.5);
    await last.check();
    await expect(last).toBeChecked();
  });
});

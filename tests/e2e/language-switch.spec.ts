// State that follows the visitor (issue 12): changing the site's language on a school page keeps
// the cart being built (weeks, housing) and the display currency, which is also remembered for
// the next page. Desktop and 360 px (the slide-in cart on the phone).
import type { Locator, Page } from '@playwright/test';
import { cartStarted } from './support/cart-started.ts';
import { expect, test } from './support/test.ts';

const PATH = '/en/english/malta/st_julians/harbour_english_academy_st_julians/';
const isSmall = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/** The cart, priced and started; on a phone the price bar's Book slides it in first. */
async function openCart(page: Page, names: { bar: string; book: string; cart: string }): Promise<Locator> {
  if (isSmall(page))
    await page.getByRole('region', { name: names.bar }).getByRole('button', { name: names.book, exact: true }).click();
  const cart = isSmall(page)
    ? page.getByRole('dialog', { name: names.cart })
    : page.getByRole('region', { name: names.cart });
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await cartStarted(page);
  return cart;
}

test('the language switch keeps the cart and the display currency', async ({ page }) => {
  await page.goto(PATH);
  let cart = await openCart(page, { bar: 'Price of your stay', book: 'Book', cart: 'Price calculation' });
  await cart.getByLabel('Length', { exact: true }).selectOption({ label: 'For 6 weeks' });
  // A start ten weeks out: the first cart's can fall in the host families' Christmas break.
  const start = cart.getByLabel('Start date', { exact: true });
  await start.selectOption((await start.locator('option').nth(10).getAttribute('value'))!);
  await cart.getByRole('radio', { name: 'Host family' }).check();
  await cart.getByLabel('Show prices in').selectOption('USD');
  await expect(page).toHaveURL(/c\.weeks=6/);
  const query = new URL(page.url()).searchParams;
  if (isSmall(page)) await page.keyboard.press('Escape');

  const languages = page.getByRole('navigation', { name: 'Site language' });
  // The switcher is a disclosure (details/summary): opened, it lists the cultures.
  await languages.locator('summary').click();
  await languages.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/english\/malta\/st_julians\/harbour_english_academy_st_julians\/\?/);
  const after = new URL(page.url()).searchParams;
  expect(after.get('culture')).toBe('ru');
  for (const key of ['c.w', 'c.weeks', 'c.s', 'a.r', 'a.f']) expect(after.get(key), key).toBe(query.get(key));

  cart = await openCart(page, { bar: 'Стоимость поездки', book: 'Забронировать', cart: 'Расчёт стоимости' });
  await expect(cart.getByLabel('Продолжительность', { exact: true })).toHaveValue('6');
  await expect(cart.getByRole('radio', { name: 'Проживание в семье' })).toBeChecked();
  await expect(cart.getByLabel('Показать цены в')).toHaveValue('USD');
});

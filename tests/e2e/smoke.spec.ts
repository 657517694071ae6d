import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { breadcrumbList } from './support/breadcrumb-list.ts';
import { resolve } from 'node:path';
import { shownPriceList } from '#domain/catalogue/shown-price-list.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';

/** Harbour English Academy's weekly price of an option in the list its page shows today, as the page writes it in en. */
function shownWeekPrice(weekPriceId: number): string {
  const harbour = loadContent(resolve('content')).schools.find((school) => school.id === 1)!;
  const list = shownPriceList(harbour.priceLists, utcToday(new Date()));
  const cents = list.courses[0]!.options.find((option) => option.weekPriceId === weekPriceId)!.pricePerWeek;
  return `€${(cents / 100).toFixed(2)}`;
}

test.describe('a visitor from a search engine', () => {
  test('finds an English school in Malta and opens its page (en)', async ({ page }) => {
    await page.goto('/en/english/malta/');
    await expect(page).toHaveTitle(/Malta/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Malta');
    await expect(page.getByText(/^\d+ schools?\b/).first()).toBeVisible();
    await expectAccessible(page);

    const school = page.getByRole('link', { name: 'Harbour English Academy' }).first();
    await school.click();
    // The cart island writes its cart into the address once it starts (issue 4).
    await expect(page).toHaveURL(
      /\/en\/english\/malta\/st_julians\/harbour_english_academy_st_julians\/(\?s\.id=1&culture=en&.*)?$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour English Academy');
    await expect(page.getByRole('heading', { name: 'Courses', level: 2 })).toBeVisible();
    // Option 102 (30 lessons, 1–3 weeks) at the price of the list the page shows today.
    await expect(page.getByRole('cell', { name: shownWeekPrice(102) }).first()).toBeVisible();

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Malta' })).toHaveAttribute('href', '/en/english/malta/');
    const list = await breadcrumbList(page);
    expect(list?.itemListElement.map((item) => item.name)).toEqual([
      'English',
      'Malta',
      "St Julian's",
      'Harbour English Academy',
    ]);
    expect(list?.itemListElement.at(-1)?.item).toMatch(
      /\/en\/english\/malta\/st_julians\/harbour_english_academy_st_julians\/$/,
    );
    await expectAccessible(page);
  });

  test('reads the same school in Russian, with the Russian-only FAQ', async ({ page }) => {
    await page.goto('/ru/english/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByText(/^\d+ школ(а|ы)?$/).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto('/ru/english/malta/st_julians/harbour_english_academy_st_julians/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour English Academy');
    const list = await breadcrumbList(page);
    expect(list?.itemListElement.map((item) => item.name)).toEqual([
      'Английский',
      'Мальта',
      'Сент-Джулианс',
      'Harbour English Academy',
    ]);
    await expect(page.getByRole('link', { name: 'Мальта' }).first()).toBeVisible();
    await expect(page.locator('details').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('offers every other culture of a page through hreflang alternates', async ({ page }) => {
    await page.goto('/de/german/germany/berlin/');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates.sort()).toEqual(['de', 'en', 'es', 'fr', 'pt', 'ru', 'tr', 'x-default', 'zh']);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/german\/germany\/berlin\/$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a school page is complete and readable', async ({ page }) => {
    await page.goto('/es/spanish/spain/madrid/escuela_sol_de_madrid/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const section of ['courses', 'accommodations', 'location', 'reviews']) {
      await expect(page.locator(`section#${section}`)).toBeVisible();
    }
  });
});

test.describe('a lost visitor', () => {
  test('gets the not-found page of their culture with support contacts', async ({ page }) => {
    const response = await page.goto('/fr/english/atlantis/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: /support@/ }).first()).toBeVisible();
    await expectAccessible(page);
  });
});

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a search page and waits until its island is interactive. The island hydrates when the
 * visitor first touches it (src/islands/SearchPanel/hydrate-search.ts), so the pointer goes over
 * the heading first, as a visitor's would; it fetches its texts and view, and marks itself
 * `data-started` once its store runs. Before that the static page is complete but its controls
 * are held.
 */
export async function openSearchPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).hover();
  await searchHydrated(page);
}

/** Waits until the search island has hydrated and its store runs. */
export async function searchHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[component-url*="SearchIsland"][data-started]')).toHaveCount(1);
}

/** The search island's results region, found as a visitor's screen reader announces it. */
export const results = (page: Page) => page.getByRole('region', { name: 'Школы' });

/**
 * How many result cards come before an element of the results (a placeholder): the position a
 * visitor sees it at. The element is found by role; only the counting looks at the DOM order.
 */
export async function cardsBefore(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    let count = 0;
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
      if (sibling.matches('article')) count++;
    return count;
  });
}

/** Whether the page is a phone-sized one, where filters and sort live in overlays. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/**
 * Changes filters the way the screen size asks: on desktop each change applies at once; on a
 * phone the filters open as a full-screen overlay (body scroll locked) and apply with Show.
 */
export async function withFilters(page: Page, change: (panel: Locator) => Promise<void>): Promise<void> {
  if (!isPhone(page)) {
    await change(page.getByRole('region', { name: 'Фильтры' }));
    return;
  }
  await page.getByRole('button', { name: 'Фильтры' }).click();
  const dialog = page.getByRole('dialog', { name: 'Фильтры' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await change(dialog);
  await dialog.getByRole('button', { name: 'Показать' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
}

/** Picks an option of one of the island's dropdowns. */
export async function choose(panel: Locator, label: string, option: string): Promise<void> {
  await panel.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await panel.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

/** The canonical address of the page, without the origin. */
export async function canonicalPath(page: Page): Promise<string> {
  return new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname;
}

// The price always in sight (issue 12): on every school page of the demo catalogue, at 1280×800
// (the 'desktop' project) and 360×740 (the 'phone' project), the total, the deposit and Book are
// in the viewport as soon as the cart is priced, without scrolling the page or a panel, and the
// chat button covers nothing: above the price bar on a phone, in the bar's empty middle on wider
// screens. English pages; the bar is the same component in every culture.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { cartStarted } from './support/cart-started.ts';
import { PHONE_ONLY } from './support/one-screen.ts';
import { expect, test } from './support/test.ts';
import { schoolPath, schoolRoutes } from '#domain/routes/school-routes.ts';

const contentDir = join(import.meta.dirname, '..', '..', 'content', 'schools');
const routes = schoolRoutes(
  readdirSync(contentDir)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        JSON.parse(readFileSync(join(contentDir, name), 'utf8')) as {
          slug: string;
          languages: string[];
          country: string;
          city: string;
        },
    ),
);

/** Whether the element is wholly inside the viewport as it stands (no scrolling). */
async function inViewport(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  return (
    box !== null &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  );
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the demo catalogue has its school pages to walk (over 40)', () => {
  expect(routes.length).toBeGreaterThanOrEqual(40);
});

// Four groups of school pages, so the two workers share them instead of one walking all 46 at
// the end of the run while the other waits.
const GROUPS = 4;
const groupSize = Math.ceil(routes.length / GROUPS);
for (let first = 0; first < routes.length; first += groupSize) {
  const group = routes.slice(first, first + groupSize);
  test(`school pages ${first + 1}–${first + group.length} show their total, deposit and Book without scrolling`, async ({
    page,
  }) => {
    // Each page priced through the API: minutes on a loaded 2-core machine.
    test.setTimeout(300_000);
    await expectPriceInSight(page, group);
  });
}

/** Opens each school page in English and checks the price bar is in sight and clear of the chat button. */
async function expectPriceInSight(page: Page, group: typeof routes) {
  const small = (page.viewportSize()?.width ?? 1440) < 768;
  await page.setViewportSize(small ? { width: 360, height: 740 } : { width: 1280, height: 800 });
  for (const route of group) {
    const path = schoolPath('en', route);
    await page.goto(path);
    const bar = page.getByRole('region', { name: 'Price of your stay' });
    const total = bar.getByText('Total', { exact: true });
    const deposit = bar.getByText('Deposit now', { exact: true });
    const book = bar.getByRole('button', { name: 'Book', exact: true });
    await expect(total, path).toBeVisible();
    // The figure under each label is a price, not an empty or pending cell.
    await expect(total.locator('xpath=following-sibling::dd'), path).toHaveText(/\d/);
    await expect(deposit.locator('xpath=following-sibling::dd'), path).toHaveText(/\d/);
    await expect(book, path).toBeEnabled();
    expect(
      [await inViewport(page, total), await inViewport(page, deposit), await inViewport(page, book)],
      path,
    ).toEqual([true, true, true]);
    // The floating chat button (a summary, before the footer's link of the same words).
    const chat = (await page.getByText('Chat with us', { exact: true }).first().boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    if (small) {
      expect(chat.y + chat.height, `${path}: the chat button is above the price bar`).toBeLessThanOrEqual(barBox.y);
    } else {
      // Inside the bar, clear of its figures and actions, so it lies over no content of the page.
      expect(chat.y, `${path}: the chat button is in the price bar`).toBeGreaterThanOrEqual(barBox.y);
      const taken = [bar.locator('dl'), bar.getByRole('button', { name: 'Price details' }), book];
      for (const element of taken)
        expect(
          overlaps(chat, (await element.boundingBox())!),
          `${path}: the chat button is clear of the bar's figures and actions`,
        ).toBe(false);
    }
  }
}

// A phone's tap is a press and a release at one spot: if Book moved in between, the release
// lands beside it and the tap is lost. The cart of an address other than the opening one is
// priced as the page starts, its figures gone meanwhile, and Book must stay where it was drawn.
test('Book stays under the finger while the price bar loads a price', PHONE_ONLY, async ({ page }) => {
  const path = schoolPath('en', routes[0]!);
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/api\/school\/calculate\//, async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole('region', { name: 'Price of your stay' });
  const book = bar.getByRole('button', { name: 'Book', exact: true });
  await page.goto(path);
  const drawn = await book.boundingBox();

  await page.goto(`${path}?c.weeks=3`);
  await cartStarted(page);
  await expect(bar.getByText('Total', { exact: true })).toHaveCount(0);
  expect(await book.boundingBox()).toEqual(drawn);
  answer();
  await expect(bar.getByText('Total', { exact: true })).toBeVisible();
  expect(await book.boundingBox()).toEqual(drawn);
});

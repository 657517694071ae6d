// The axe check the journeys run at every state (support/expect-accessible.ts) must fail on a
// violation, also once axe is already in the document and in a same-origin frame, or a journey
// passing it would prove nothing: pages served here from a made-up origin.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/expect-accessible.ts';

const ORIGIN = 'https://axe.test';
const PAGE = (body: string) =>
  `<!doctype html><html lang="en"><title>axe</title><main><h1>Check</h1>${body}</main></html>`;

test.beforeEach(async ({ context }) => {
  await context.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/clean/')
      return route.fulfill({
        contentType: 'text/html',
        body: PAGE('<p>Nothing wrong.</p><button type="button">Add</button>'),
      });
    if (path === '/framed/')
      return route.fulfill({
        contentType: 'text/html',
        body: PAGE(`<iframe src="${ORIGIN}/unnamed-button/" title="inner"></iframe>`),
      });
    if (path === '/unnamed-button/')
      return route.fulfill({ contentType: 'text/html', body: PAGE('<button type="button"></button>') });
    return route.fulfill({ status: 404, body: '' });
  });
});

test('passes a clean page, then fails the same document once it has a violation', async ({ page }) => {
  await page.goto(`${ORIGIN}/clean/`);
  await expectAccessible(page);
  // The second check reuses the axe the first put into the document; it must see the new state.
  await page.getByRole('button', { name: 'Add' }).evaluate((button) => (button.textContent = ''));
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
});

test('fails on a violation inside a same-origin frame', async ({ page }) => {
  await page.goto(`${ORIGIN}/framed/`);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Check' })).toBeVisible();
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
});

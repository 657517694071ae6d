import { expect, type Page } from '@playwright/test';

/**
 * Waits until the school page's cart has started: hydrated over its static first view (the build's
 * opening cart) with its store running, which then leaves its course on the body. Before that a
 * choice made in its controls does not reach the cart (src/islands/Cart/hydrate-cart.ts); a visitor
 * is slower than a test. On a phone the cart starts when the price bar's Book is first tapped.
 */
export async function cartStarted(page: Page): Promise<void> {
  await expect(page.locator('body[data-cart-course-id]')).toHaveCount(1);
}

import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** Fails when the page is wider than the screen (a phone would scroll sideways). */
export async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

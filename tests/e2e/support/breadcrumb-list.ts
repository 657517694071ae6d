import type { Page } from '@playwright/test';

interface BreadcrumbList {
  '@type': string;
  itemListElement: { position: number; name: string; item: string }[];
}

/** The page's schema.org BreadcrumbList, parsed from its JSON-LD. */
export async function breadcrumbList(page: Page): Promise<BreadcrumbList | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as BreadcrumbList).find((data) => data['@type'] === 'BreadcrumbList');
}

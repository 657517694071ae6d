// The site's typeface (issue 34, item 2: fonts do not delay the largest paint). A visitor's first
// page is drawn in Inter's metric-adjusted fallback and asks for no font until it has loaded and the
// visitor acts on it; then it fetches Inter, and the next page is drawn in Inter from the first paint. Chinese
// pages use the system's CJK font throughout.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const SCHOOL = '/en/english/malta/st_julians/harbour_english_academy_st_julians/';
const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

/** The families Chromium drew an element's text with (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

const fontRequests = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\.woff2$/.test(entry.name)).length);

test('the first page is drawn in the fallback and fetches Inter once the visitor acts; the next is drawn in Inter', async ({
  page,
}) => {
  await page.goto('/ru/english/', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).not.toHaveClass(/\btypeface\b/);
  expect(await bodyFont(page)).toMatch(/^"Inter fallback: Liberation Sans"/);
  expect(await renderedFonts(page, 'h1')).not.toContainEqual(expect.stringMatching(/^Inter/));
  // Loaded and quiet, and still no font: nothing the visitor has not asked for shares the line.
  expect(await fontRequests(page)).toBe(0);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('linguatrips.typeface'))).toBe('1');
  // Asked for after the load event, as the page's own timings say.
  const timings = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.woff2$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timings.fonts.length).toBeGreaterThan(0);
  for (const start of timings.fonts) expect(start).toBeGreaterThanOrEqual(timings.load);
  // The Russian page's title is Cyrillic: the Cyrillic face came with the Latin one.
  expect(
    await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').length),
  ).toBeGreaterThan(1);

  await page.goto(SCHOOL);
  await expect(page.locator('html')).toHaveClass(/\btypeface\b/);
  expect(await bodyFont(page)).toMatch(/^Inter-/);
  // Drawn in it, not only named: the fonts Chromium drew the heading with.
  expect(await renderedFonts(page, 'h1')).toEqual([expect.stringMatching(/^Inter/)]);
});

test('Chinese pages are set in the system font and fetch no Inter', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/zh/english/', { waitUntil: 'networkidle' });
  expect(await bodyFont(page)).toBe('system-ui, sans-serif');
  expect(fonts).toEqual([]);
});

// Issue 34, item 2: on a phone the school page's hero photo (its largest paint) is fetched at the
// size the layout needs, once, as soon as the head is read (a preload with the picture's own srcset
// and sizes), never the 2,400 px file a desktop gets.
import { expect, test } from './support/test.ts';
import { PHONE_ONLY } from './support/one-screen.ts';

const SCHOOL_PATH = '/en/english/malta/st_julians/harbour_english_academy_st_julians/';
/** The hero's files: 1.webp / 1.jpg are 2,400 px wide, 1-1200 and 1-800 as named. */
const HERO = /\/schools\/harbour_english_academy_st_julians\/1(?:-(\d+))?\.(?:webp|jpg)$/;

for (const { width, scale } of [
  { width: 390, scale: 2 },
  { width: 360, scale: 1.75 },
]) {
  test.describe(`a ${width} px phone at ${scale}x`, () => {
    test.use({ viewport: { width, height: 844 }, deviceScaleFactor: scale, isMobile: true, hasTouch: true });

    test('fetches the hero photo once, at most 860 px wide, never the 2,400 px file', PHONE_ONLY, async ({ page }) => {
      const widths: number[] = [];
      page.on('request', (request) => {
        const match = HERO.exec(new URL(request.url()).pathname);
        if (match) widths.push(match[1] ? Number(match[1]) : 2400);
      });
      await page.goto(SCHOOL_PATH);
      const hero = page.getByRole('img', { name: /Harbour English Academy in St Julian/ });
      await expect(hero).toBeVisible();
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
      // The file the picture shows is the one the preload fetched: one request, not two.
      const shown = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
      const shownWidth = Number(HERO.exec(new URL(shown).pathname)?.[1] ?? 2400);
      expect(shownWidth).toBeLessThanOrEqual(860);
      expect(widths).toEqual([shownWidth]);
    });
  });
}

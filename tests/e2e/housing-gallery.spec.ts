// The school's and a housing's photo galleries on the school page (issue 11, spec sections 2 and 7), on a desktop
// and at 360 px (the 'phone' project, with a touch screen): nothing of it loads before the click;
// the housing's link opens a lightbox of all its photos, walked by keyboard (and by swipe on
// the phone), with alt texts, thumbnails, the placeholder for a broken one, focus back on the
// link after Escape, and axe clean with it open. Without JavaScript the link leads to the photo.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';

const SCHOOL_PATH = '/en/english/malta/st_julians/harbour_english_academy_st_julians/';
// Housing photo k's files, under the hash of its files (/photos/h/<hash>/housing/…-1-k.webp, -1-k-300@3x.jpg…).
const photoOf = (k: string) =>
  new RegExp(`^/photos/h/[0-9a-f]{16}/housing/harbour_english_academy_st_julians-1-${k}[-.@]`);
const isSmall = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/** A sideways swipe over the element by touch (Chrome's touch input), from 80 % to 20 % of its width or back. */
async function swipe(page: Page, selector: string, direction: 'left' | 'right') {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on the screen`);
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  const client = await page.context().newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: box.x + box.width * from, y }],
  });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: box.x + box.width * (from + (to - from) * step), y }],
    });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

test.describe("a housing's photo gallery", () => {
  // axe with the lightbox open is slow on a loaded 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('opens on the housing, walks all its photos by keyboard and gives the focus back', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/GetAccommodationPhotos|housing-gallery/i.test(path) || photoOf('[2-9]').test(path)) asked.push(path);
    });
    // Photo 4 of the host family is broken: its thumbnail must show the placeholder.
    await page.route(
      (url) => photoOf('4').test(url.pathname),
      (route) => route.abort(),
    );
    await page.goto(SCHOOL_PATH, { waitUntil: 'networkidle' });

    const housing = page.getByRole('article', { name: 'Host family', exact: true });
    const open = housing.getByRole('link', { name: '5 photos' });
    await expect(open).toBeVisible();
    // Without JavaScript the link opens the first photo at its largest.
    const largest = await open.getAttribute('href');
    expect(largest).toMatch(photoOf('1'));
    expect(largest).toMatch(/-1-1-300@3x\.jpg$/);
    const image = await page.request.get(largest!);
    expect([image.status(), image.headers()['content-type'], image.headers()['cache-control']]).toEqual([
      200,
      'image/jpeg',
      'public, max-age=31536000, immutable',
    ]);
    // Nothing of the gallery (code, list of photos, photos beyond the first) before the click.
    expect(asked).toEqual([]);

    await open.focus();
    const answer = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/api/school/GetAccommodationPhotos'),
    );
    await page.keyboard.press('Enter');
    const photos = await answer;
    expect(photos.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const dialog = page.getByRole('dialog', { name: 'Host family', exact: true });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByText(/^\d \/ 5$/);
    await expect(counter).toHaveText('1 / 5');
    await expect(dialog.getByRole('img', { name: 'Host family: the bedroom' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Photo \d of 5$/ })).toHaveCount(5);
    await expect(dialog.getByRole('button', { name: 'Photo 1 of 5' })).toHaveAttribute('aria-current', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 / 5');
    await expect(dialog.getByRole('img', { name: 'Host family: the kitchen' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('5 / 5');
    await expect(dialog.getByRole('img', { name: 'Host family: the bathroom' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Photo 3 of 5' }).click();
    await expect(counter).toHaveText('3 / 5');
    const building = dialog.getByRole('img', { name: 'Host family: the building from outside' });
    await expect(building).toBeVisible();
    await expect
      .poll(() => building.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('4 / 5');

    // The broken thumbnail shows the placeholder instead.
    const brokenThumb = dialog.getByRole('button', { name: 'Photo 4 of 5' }).locator('img');
    await expect(brokenThumb).toHaveAttribute('src', '/photos/placeholder.webp');

    if (isSmall(page)) {
      await swipe(page, '.housing-gallery-dialog [data-gallery-stage] img', 'left');
      await expect(counter).toHaveText('5 / 5');
      await swipe(page, '.housing-gallery-dialog [data-gallery-stage] img', 'right');
      await expect(counter).toHaveText('4 / 5');
    }
    await expectNoSideways(page);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // Open again: the photos are cached for the housing, the gallery starts at the first.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(counter).toHaveText('1 / 5');
    await dialog.getByRole('button', { name: 'Close the photos' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(asked.filter((path) => path.startsWith('/api/school/GetAccommodationPhotos'))).toHaveLength(1);
  });

  test("the other housing opens its own photos, in the visitor's language", async ({ page }) => {
    await page.goto(SCHOOL_PATH.replace('/en/', '/ru/'));
    const housing = page.getByRole('article', { name: 'Студенческая резиденция Spinola Bay' });
    await housing.getByRole('link', { name: '6 фото' }).click();
    const dialog = page.getByRole('dialog', { name: 'Студенческая резиденция Spinola Bay' });
    await expect(
      dialog.getByRole('img', { name: 'Студенческая резиденция Spinola Bay: спальня с письменным столом' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Фото \d из 6$/ })).toHaveCount(6);
    await dialog.getByRole('button', { name: 'Фото 6 из 6' }).click();
    await expect(dialog.getByRole('img', { name: 'Студенческая резиденция Spinola Bay: улица рядом' })).toBeVisible();
    await expect(dialog.getByText('6 / 6')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("the header's button opens the school's own photos, from the first", async ({ page }) => {
    await page.goto(SCHOOL_PATH);
    const open = page.getByRole('button', { name: 'View all 8 photos' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Photos of Harbour English Academy' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Photo \d of 8$/ })).toHaveCount(8);
    await expect(dialog.getByText('1 / 8')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByText('2 / 8')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the photos' }).click();
    await expect(dialog).toBeHidden();
  });
});

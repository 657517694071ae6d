// Issue 12, item 7: what Lighthouse asked of the photos and the map. Photos are linked under the
// hash of their files and cached a year; the school page's map stylesheet arrives with the map,
// not in the head; the search page fetches its first photo (its largest picture) first.
import { expect, test } from './support/test.ts';

const SCHOOL_PATH = '/en/english/malta/st_julians/harbour_english_academy_st_julians/';
const HASHED = /^\/photos\/h\/[0-9a-f]{16}\/schools\/harbour_english_academy_st_julians\/1(-\d+)?\.(webp|jpg)$/;

test('the school page links its photos at hashed addresses, immutable for a year, and loads the map with its styles only when it comes into view', async ({
  page,
}) => {
  await page.goto(SCHOOL_PATH, { waitUntil: 'networkidle' });
  const heroSources = await page
    .locator('picture')
    .first()
    .evaluate((picture) =>
      [...picture.querySelectorAll('source, img')].flatMap((element) =>
        (element.getAttribute('srcset') ?? element.getAttribute('src') ?? '')
          .split(',')
          .map((part) => part.trim().split(' ')[0]!),
      ),
    );
  expect(heroSources.length).toBeGreaterThan(0);
  for (const source of heroSources) expect(source).toMatch(HASHED);
  const photo = await page.request.get(heroSources[0]!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The plain address is not part of the built site any more.
  expect((await page.request.get('/photos/schools/harbour_english_academy_st_julians/1.webp')).status()).toBe(404);

  const leafletSheets = () => page.locator('link[rel="stylesheet"][href*="leaflet"]');
  await expect(leafletSheets()).toHaveCount(0);
  await page.locator('#location').scrollIntoViewIfNeeded();
  const map = page.locator('[data-map]');
  await expect(map).toHaveAttribute('data-map-state', 'ready');
  await expect(leafletSheets()).toHaveCount(1);
  // Leaflet's own rules apply to the map: its container clips the tiles.
  await expect(page.locator('.leaflet-container')).toHaveCSS('overflow', 'hidden');
});

test('the map island draws the school through react-leaflet when it comes into view, as a named map the keyboard reaches', async ({
  page,
}) => {
  // The server renders the island's waiting message only: Leaflet runs in the browser alone.
  const html = await (await page.request.get(SCHOOL_PATH)).text();
  expect(html).toContain('Loading, please wait');
  expect(html).not.toContain('leaflet-container');

  await page.goto(SCHOOL_PATH);
  await page.locator('#location').scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: 'Map: where Harbour English Academy is' });
  await expect(map).toBeVisible();
  await expect(page.locator('[data-map]')).toHaveAttribute('data-map-state', 'ready');
  await expect(page.getByRole('status').filter({ hasText: 'Loading, please wait' })).toHaveCount(0);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');
  // Leaflet's keyboard handling: the map takes the focus (and then pans with the arrow keys).
  await map.focus();
  await expect(map).toBeFocused();
  await expect(map).toHaveAttribute('tabindex', '0');
  // The school's marker is on the map.
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
});

test("the search page fetches its first result's photo first, at its hashed address", async ({ page }) => {
  await page.goto('/en/english/');
  const photos = page.getByRole('article').locator('img');
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(photos.first()).toHaveAttribute('src', /^\/photos\/h\/[0-9a-f]{16}\/schools\/[a-z_]+\/1-800\.webp$/);
  await expect(photos.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
});

// A visitor writes a review with two photos on the school page (the modal's code loads on the
// first click), in English and in Russian, on a desktop and at 360 px; a manager sees it waiting
// in the office with its photos, approves it, and the public page shows it with its photos and
// the school's rating moved. Markup typed into the form stays text everywhere it is shown.
import { asc } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { schoolLink } from '#domain/catalogue/school-paths.ts';
import type { Culture } from '#domain/culture.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { schools } from '#server/db/schema.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { oneScreen } from './support/one-screen.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 480, height: 360, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

test.describe('a visitor’s review with photos, from the school page to the office and back', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let site: TestSite;
  let school: { name: string; slug: string; link: string };

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'max@linguatrips.test', 'manager', 'Max Mustermann');
    const all = await site.server.db
      .select({ name: schools.name, slug: schools.slug, doc: schools.doc })
      .from(schools)
      .orderBy(asc(schools.id));
    const withHousing = all.find((row) => row.doc.accommodations.length > 0)!;
    school = { name: withHousing.name, slug: withHousing.slug, link: schoolLink(withHousing.doc) };
  });

  const signIn = async (page: Page, next: string) => {
    await page.goto(`${site.url}${next}`);
    await page.getByLabel('E-mail address').fill('max@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}${next}`);
  };
  const loaded = (locator: ReturnType<Page['locator']>) =>
    locator.evaluateAll((images: HTMLImageElement[]) =>
      images.map((image) => image.complete && image.naturalWidth > 0),
    );

  for (const culture of ['en', 'ru'] as const satisfies readonly Culture[]) {
    test(`in ${culture}: write, moderate, publish`, oneScreen(culture, 'ru'), async ({ page }, info) => {
      const d = getDictionary(culture);
      const tag = `${culture}-${info.project.name}`;
      const name = `Lena <script>window.pwned = 1</script> ${tag}`;
      const city = '<img src=x onerror="window.pwned = 2">';
      const text = `<script>window.pwned = 3</script> Three weeks of classes with patient teachers and a lively group (${tag}).`;
      const path = `/${culture}/${school.link}`;

      await page.goto(`${site.url}${path}`);
      const reviews = page.locator('#reviews');
      await reviews.scrollIntoViewIfNeeded();
      const rating = reviews.locator('.reviews-summary [role="img"]');
      await expect(rating).toBeVisible();
      const ratingBefore = await rating.getAttribute('aria-label');

      await page.getByRole('button', { name: d['reviewForm.open']! }).click();
      const dialog = page.getByRole('dialog', { name: d['reviewForm.title']! });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(d['reviewForm.name']!, { exact: true }).fill(name);
      await dialog.getByLabel(d['reviewForm.country']!, { exact: true }).selectOption('DE');
      await dialog.getByLabel(d['reviewForm.city']!, { exact: true }).fill(city);
      await dialog.getByLabel(d['reviewForm.start']!, { exact: true }).fill('2025-07-07');
      await dialog.getByLabel(d['reviewForm.end']!, { exact: true }).fill('2025-07-25');
      await dialog.getByLabel(d['reviewForm.levelFrom']!, { exact: true }).selectOption('A2');
      await dialog.getByLabel(d['reviewForm.levelTo']!, { exact: true }).selectOption('B1');
      // Stars start at 5; one star everywhere moves the school's rating whatever it was.
      await expect(dialog.getByLabel(d['reviewForm.schoolStars']!, { exact: true })).toHaveValue('5');
      await dialog.getByLabel(d['reviewForm.schoolStars']!, { exact: true }).selectOption('1');
      await dialog.getByLabel(d['reviewForm.courseStars']!, { exact: true }).selectOption('1');
      await dialog.getByLabel(d['reviewForm.accommodation']!, { exact: true }).selectOption({ index: 1 });
      await dialog.getByLabel(d['reviewForm.accommodationStars']!, { exact: true }).selectOption('1');
      await dialog.getByLabel(d['reviewForm.notBookedSpareTime']!, { exact: true }).check();
      await expect(dialog.getByLabel(d['reviewForm.spareTimeStars']!, { exact: true })).toHaveCount(0);
      await dialog.getByLabel(d['reviewForm.text']!, { exact: true }).fill(text);
      await dialog
        .getByLabel(d['reviewForm.photos']!.replace('{{max}}', '6'), { exact: true })
        .setInputFiles([await photo('class.png', '#c33'), await photo('street.png', '#36c')]);
      await expect(dialog.getByRole('list', { name: d['reviewForm.photosChosen']! }).getByRole('img')).toHaveCount(2);
      await expectAccessible(page);
      await expectNoSideways(page);

      await dialog.getByRole('button', { name: d['reviewForm.send']! }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: d['reviewForm.sent']! })).toBeVisible();
      // Pending: not on the public page.
      await expect(reviews.getByRole('heading', { level: 3, name: new RegExp(escape(name)) })).toHaveCount(0);

      await signIn(page, '/office/reviews/');
      const waiting = page.getByRole('article', { name: new RegExp(`^Review by ${escape(name)} pending$`) });
      await expect(waiting).toBeVisible();
      await expect(waiting.getByText(city, { exact: false })).toBeVisible();
      await expect(waiting.getByRole('blockquote').getByText(text)).toBeVisible();
      const officePhotos = waiting.getByRole('img', { name: /^Photo \d of the stay/ });
      await expect(officePhotos).toHaveCount(2);
      await expect.poll(() => loaded(officePhotos)).toEqual([true, true]);
      await expectAccessible(page);
      await expectNoSideways(page);
      await waiting.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByRole('status')).toHaveText('The review is approved and shows on the school page now.');

      await page.goto(`${site.url}${path}`);
      await reviews.scrollIntoViewIfNeeded();
      const shown = reviews.getByRole('article', { name: new RegExp(escape(name)) });
      await expect(shown).toBeVisible();
      await expect(shown.getByText(text)).toBeVisible();
      const publicPhotos = shown.getByRole('img', { name: d['reviews.photoAlt']!.replace('{{name}}', name) });
      await expect(publicPhotos).toHaveCount(2);
      await expect.poll(() => loaded(publicPhotos)).toEqual([true, true]);
      await expect(rating).not.toHaveAttribute('aria-label', ratingBefore!);
      // Each photo opens the review's gallery at its large size, by keyboard as by mouse.
      const links = shown.getByRole('link', { name: d['reviews.photoAlt']!.replace('{{name}}', name) });
      await links.nth(1).focus();
      await page.keyboard.press('Enter');
      const gallery = page.locator('dialog.review-gallery-dialog');
      await expect(gallery).toBeVisible();
      await expect(gallery.locator('[data-gallery-counter]')).toHaveText('2 / 2');
      const large = gallery.locator('[data-gallery-photo]');
      await expect
        .poll(() => large.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(300);
      await page.keyboard.press('ArrowLeft');
      await expect(gallery.locator('[data-gallery-counter]')).toHaveText('1 / 2');
      await page.keyboard.press('Escape');
      await expect(gallery).toBeHidden();
      await expect(links.nth(1)).toBeFocused();
      expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
      await expectAccessible(page);
      await expectNoSideways(page);
    });
  }
});

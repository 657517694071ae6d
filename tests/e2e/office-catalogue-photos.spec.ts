// A school's photos in the catalogue office, in Chromium on a desktop and at 360 px (issue 31): a
// content editor uploads a photo with its alt texts into the school's draft, sees it served from
// its hashed address, is told what is wrong with a file that is no photo, moves the photo up and
// publishes the school.
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { schools } from '#server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

// A school no other journey books or edits.
const SLUG = 'annex_language_house';

test.describe('a school’s photos in the catalogue office', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  let site: TestSite;
  let school: { id: number; name: string };

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'pia@linguatrips.test', 'content-editor', 'Pia Photos');
    const [found] = await site.server.db
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .where(eq(schools.slug, SLUG));
    school = found!;
  });

  const signIn = async (page: Page, next: string) => {
    await page.goto(`${site.url}${next}`);
    await page.getByLabel('E-mail address').fill('pia@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}${next}`);
  };

  test('a content editor uploads a photo with alt texts, orders it and publishes it', async ({ page }, info) => {
    const alt = `The harbour at dusk (${info.project.name})`;
    const photos = `/office/catalogue/${school.id}/photos/`;
    await signIn(page, `/office/catalogue/${school.id}/`);
    await page.getByRole('link', { name: 'Upload, order and describe the photos' }).click();
    await expect(page).toHaveURL(`${site.url}${photos}`);
    await expect(page.getByRole('heading', { level: 1, name: `Photos of ${school.name}` })).toBeVisible();
    await expect(page.getByText(/Accepted: JPEG, PNG, WebP/)).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);

    const gallery = page.getByRole('region', { name: /^Gallery/ });
    const upload = gallery.getByRole('group', { name: 'Add a photo to the gallery' });

    // A file that is no photo: refused with the field named, nothing added.
    const before = await gallery.getByRole('listitem').count();
    await upload.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('these are notes, not a photo'),
    });
    await upload.getByLabel('Alt text (English, required)').fill(alt);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toContainText('Photo: the file is not an image');
    await expect(gallery.getByRole('listitem')).toHaveCount(before);
    await expectAccessible(page);

    // A photo a camera sent: uploaded, shown from its hashed address, with its alt text.
    const camera = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#1d5c7a' } })
      .withExif({ IFD0: { Make: 'Test camera' } })
      .jpeg()
      .toBuffer();
    await upload
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: camera });
    await upload.getByLabel('Alt text (English, required)').fill(alt);
    await upload.getByLabel('Alt text (German)').fill(`Der Hafen in der Dämmerung (${info.project.name})`);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'The photo is uploaded into the draft. It is not live until the school is published.',
    );
    const items = gallery.getByRole('listitem');
    await expect(items).toHaveCount(before + 1);
    const thumbnail = items.last().getByRole('img', { name: alt });
    await expect(thumbnail).toHaveAttribute('src', /^\/photos\/h\/[0-9a-f]{16}\/schools\/uploaded-thumb\.jpg$/);
    // Lazy: it loads once it is on the screen.
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      items
        .last()
        .getByRole('group', { name: `Alt text of gallery photo ${before + 1}` })
        .getByLabel('German'),
    ).toHaveValue(`Der Hafen in der Dämmerung (${info.project.name})`);
    await expectAccessible(page);
    await expectNoSideways(page);

    // Moved up a place.
    await page.getByRole('button', { name: `Move up gallery photo ${before + 1}` }).click();
    await expect(page.getByRole('status')).toHaveText('The photo is moved in the draft.');
    await expect(items.nth(before - 1).getByRole('img', { name: alt })).toBeVisible();

    // Published from the school's catalogue page.
    await page.getByRole('link', { name: `${school.name} in the catalogue` }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Published. Prices use it now; its pages follow when the site is rebuilt (within a minute where a publish rebuilds them).',
    );
    const data = await (await fetch(`${site.url}/api/school/data/?name=${SLUG}&culture=de`)).json();
    expect((data as { data: { photoAlts: (string | null)[] } }).data.photoAlts).toContain(
      `Der Hafen in der Dämmerung (${info.project.name})`,
    );
  });
});

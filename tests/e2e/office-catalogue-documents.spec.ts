// The catalogue's site-wide documents in the office (issue 31), in Chromium: each document's form
// sent back unchanged saves nothing and is accessible; a content editor renames a holiday, is told
// a holiday a school names cannot be removed (the school API's answer is tests/api's) and a wrong
// confirmation window of the company facts; the English SEO texts' page is accessible. The rename
// is undone at the end: the site is shared.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

test.describe('the site-wide documents of the catalogue office', { tag: '@desktop-only' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let site: TestSite;

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'dora@linguatrips.test', 'content-editor', 'Dora Documents');
  });

  const signIn = async (page: Page, next: string) => {
    await page.goto(`${site.url}${next}`);
    await page.getByLabel('E-mail address').fill('dora@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}${next}`);
  };
  const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

  test('every document, sent back unchanged, saves nothing', async ({ page }) => {
    await signIn(page, '/office/catalogue/');
    await page.getByRole('link', { name: /^Site-wide documents/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site-wide documents');
    await expectAccessible(page);
    for (const key of ['company', 'places', 'rates', 'holidays/malta', 'visa/malta']) {
      await page.getByRole('link', { name: key, exact: true }).click();
      await expectAccessible(page);
      await expectNoSideways(page);
      await save(page);
      await expect(page.getByRole('status')).toHaveText('Nothing was changed, so nothing was saved.');
      await page.getByRole('link', { name: 'Site-wide documents' }).click();
    }
  });

  test('a content editor renames a holiday; one a school names cannot be removed', async ({ page }) => {
    await signIn(page, '/office/catalogue/documents/holidays/malta/');
    const christmas = page.getByRole('group', { name: 'Holiday 1: christmas_day' });
    const english = christmas.getByLabel('English (en)');
    const before = await english.inputValue();
    await english.fill('Christmas (renamed)');
    await save(page);
    await expect(page.getByRole('status')).toHaveText(/Saved and live/);
    await expect(english).toHaveValue('Christmas (renamed)');
    await expect(page.getByRole('heading', { name: 'Changes' })).toBeVisible();
    await expectAccessible(page);

    const used = page.getByRole('region', { name: 'Holidays the schools name' });
    const named = (await used.getByRole('listitem').first().locator('code').textContent())!;
    await page.getByRole('button', { name: new RegExp(`^Remove holiday \\d+: ${named}$`) }).click();
    await expect(page.getByRole('status')).toContainText('Removed from the form');
    await save(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('One field is wrong; nothing was saved');
    await expect(alert).toContainText(`holidays.${named}`);
    await expect(alert).toContainText('cannot be removed: it is a non-working day of');

    await page.goto(`${site.url}/office/catalogue/documents/holidays/malta/`);
    await page.getByRole('group', { name: 'Holiday 1: christmas_day' }).getByLabel('English (en)').fill(before);
    await save(page);
    await expect(page.getByRole('status')).toHaveText(/Saved and live/);
  });

  test('the company facts name a wrong confirmation window and save nothing', async ({ page }) => {
    await signIn(page, '/office/catalogue/documents/company/');
    const days = page.getByLabel('Working days to confirm a booking request');
    const before = await days.inputValue();
    await days.fill('0');
    await save(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('One field is wrong; nothing was saved');
    await expect(alert).toContainText(/confirmationWorkingDays\s*: must be 1 to 10 working days/);
    await expectAccessible(page);
    await page.goto(`${site.url}/office/catalogue/documents/company/`);
    await expect(page.getByLabel('Working days to confirm a booking request')).toHaveValue(before);
    await expect(page.getByRole('heading', { name: 'Changes' })).toHaveCount(0);
  });

  test('the English SEO texts are listed page by page and saved unchanged save nothing', async ({ page }) => {
    await signIn(page, '/office/catalogue/seo/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('English SEO texts');
    await expectAccessible(page);
    await expectNoSideways(page);
    await page
      .getByRole('button', { name: /^Save English texts of / })
      .first()
      .click();
    await expect(page.getByRole('status')).toHaveText('The texts were the same: nothing was saved.');
  });
});

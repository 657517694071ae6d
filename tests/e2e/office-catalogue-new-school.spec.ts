// A new school from the catalogue office in Chromium (issue 31): a content editor opens New
// school, is told by the field that the slug is taken, makes the draft, is told by Publish what
// the school still lacks, and completes a part of it with its section form.
import { asc } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { schools } from '#server/db/schema.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

test.describe('a new school in the catalogue office', () => {
  test.describe.configure({ timeout: 120_000 });
  let site: TestSite;
  let taken: { slug: string; country: string; city: string };

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'nina@linguatrips.test', 'content-editor', 'Nina New');
    const [first] = await site.server.db
      .select({ slug: schools.slug, country: schools.country, city: schools.city })
      .from(schools)
      .orderBy(asc(schools.id))
      .limit(1);
    taken = first!;
  });

  const signIn = async (page: Page, next: string) => {
    await page.goto(`${site.url}${next}`);
    await page.getByLabel('E-mail address').fill('nina@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}${next}`);
  };

  test('a content editor makes a new school, learns what it lacks, and completes a part', async ({ page }, info) => {
    await signIn(page, '/office/catalogue/');
    await page.getByRole('link', { name: 'New school' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New school');
    await expectAccessible(page);
    await expectNoSideways(page);

    // Unique per screen: both projects share the worker's site.
    const slug = `office_made_school_${info.project.name.replace(/\W+/g, '_').toLowerCase()}`;
    const name = `Office Made School ${info.project.name}`;
    await page.getByLabel('Slug').fill(taken.slug);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('English name').fill(name);
    await page.getByLabel('Language taught').selectOption('english');
    await page.getByLabel('Country').selectOption(taken.country);
    await page.getByLabel('City').selectOption(taken.city);
    await page.getByRole('button', { name: 'Make the draft' }).click();
    const errors = page.getByRole('alert');
    await expect(errors).toContainText('One field is wrong; no school was made');
    await expect(errors).toContainText(`Slug (slug): '${taken.slug}' is already used by school`);
    await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('English name')).toHaveValue(name);
    await expectAccessible(page);

    await page.getByLabel('Slug').fill(slug);
    await page.getByRole('button', { name: 'Make the draft' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('status')).toContainText('The new school is made as a draft, not on the site.');
    await expectAccessible(page);

    const schoolUrl = page.url();
    // Its photos and translations pages open on the draft, to be completed there too.
    for (const link of ['Upload, order and describe the photos', 'Texts per culture, missing or changed']) {
      await page.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await page.goto(schoolUrl);
    }

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alert').first()).toHaveText(
      'The new school is not complete: the fields below are missing or wrong. Nothing was published.',
    );
    await expect(page.getByRole('listitem').filter({ hasText: /^\s*courses\s*: is required\s*$/ })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^\s*fees\s*: is required\s*$/ })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Edit with forms' })
      .getByRole('link', { name: 'Fees and deposit' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name}: Fees and deposit`);
    await expectAccessible(page);
    await page.getByLabel('Registration', { exact: true }).fill('90');
    await page.getByLabel('Books', { exact: true }).fill('40');
    await page.getByLabel('Accommodation placement', { exact: true }).fill('60');
    await page.getByLabel('Deposit', { exact: true }).fill('200');
    await page.getByRole('button', { name: 'Save draft' }).first().click();
    await expect(page.getByRole('status').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Publish no longer names what the form filled in.
    await page.goto(`${site.url}/office/catalogue/`);
    await page.getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: /^\s*courses\s*: is required\s*$/ })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^\s*fees\s*: / })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: /^\s*deposit\s*: / })).toHaveCount(0);
  });
});

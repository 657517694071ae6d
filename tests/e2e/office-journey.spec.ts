// The office in Chromium, on a desktop screen and at 360 px: signing in and out by keyboard, the
// dashboard, the staff page for an administrator and its refusal for a manager, with axe on each.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

test.describe('the office in a browser', () => {
  // axe takes seconds a page on a loaded 2-core machine; each journey runs it two or three times.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let site: TestSite;

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'ada@linguatrips.test', 'administrator', 'Ada Lovelace');
    await addOfficeStaff(site, 'max@linguatrips.test', 'manager', 'Max Mustermann');
  });

  /** Signs in from the sign-in page with the keyboard only. */
  const signInByKeyboard = async (page: Page, email: string) => {
    await page.goto(`${site.url}/office/`);
    await expect(page).toHaveURL(/\/office\/sign-in\/\?next=%2Foffice%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the office' })).toBeVisible();
    await page.getByLabel('E-mail address').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(OFFICE_PASSWORD);
    await page.keyboard.press('Enter');
  };

  test('a wrong password is said in an alert next to the form, which is accessible at any width', async ({ page }) => {
    await page.goto(`${site.url}/office/sign-in/`);
    await expectAccessible(page);
    await expectNoSideways(page);
    await page.getByLabel('E-mail address').fill('max@linguatrips.test');
    await page.getByLabel('Password').fill('not my password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is wrong.');
    await expect(page.getByLabel('E-mail address')).toHaveValue('max@linguatrips.test');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('an administrator signs in by keyboard, sees the dashboard and the staff page, and signs out', async ({
    page,
  }) => {
    await signInByKeyboard(page, 'ada@linguatrips.test');
    await expect(page).toHaveURL(`${site.url}/office/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);

    await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    // Other spec files of the worker add staff to the same site (support/test.ts): these two at least.
    const members = page.getByRole('list', { name: 'Staff members' }).getByRole('listitem');
    await expect(members.filter({ hasText: 'ada@linguatrips.test' })).toHaveCount(1);
    await expect(members.filter({ hasText: 'max@linguatrips.test' })).toHaveCount(1);
    await expect(page.getByLabel('Role of Max Mustermann')).toHaveValue('manager');
    await expectAccessible(page);
    await expectNoSideways(page);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('You are signed out.');
    await page.goto(`${site.url}/office/`);
    await expect(page).toHaveURL(/\/office\/sign-in\//);
  });

  test('a manager is told the staff page is not for their role', async ({ page }) => {
    await signInByKeyboard(page, 'max@linguatrips.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Max Mustermann' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    const response = await page.goto(`${site.url}/office/staff/`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'This page is not for your role' })).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);
  });
});

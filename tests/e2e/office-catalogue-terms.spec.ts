// The catalogue's terms files in the office (issue 31), in Chromium, on a desktop and at 360 px:
// a content editor uploads a new terms file (a PNG), finds it listed and served at once, is told
// when a file is not what its name says (nothing saved), replaces it, and the same file again
// changes nothing. The page is accessible at each step.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

const TERMS = resolve(import.meta.dirname, '../../content/terms');
const PNG = readFileSync(resolve(TERMS, 'cancellation-policy.png'));
const JPEG = readFileSync(resolve(TERMS, 'pathway-terms.jpg'));

test.describe('the terms files of the catalogue office', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let site: TestSite;

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'terry@linguatrips.test', 'content-editor', 'Terry Terms');
  });

  const signIn = async (page: Page, next: string) => {
    await page.goto(`${site.url}${next}`);
    await page.getByLabel('E-mail address').fill('terry@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}${next}`);
  };

  test('a content editor uploads a terms file, is told of a wrong one, and replaces it', async ({ page }, info) => {
    const name = `scan-${info.project.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;
    await signIn(page, '/office/catalogue/');
    await page.getByRole('link', { name: /^Terms files/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms files');
    await expect(page.getByRole('rowheader', { name: 'general-terms.pdf' })).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);

    // A web page named .pdf: refused by what it holds, nothing listed.
    await page.getByLabel('Terms file', { exact: true }).setInputFiles({
      name: 'conditions.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><title>not a pdf</title>'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The file: the file is not a PDF, Word (.docx), PNG or JPEG file.',
    );
    await expect(page.getByRole('rowheader', { name: 'conditions.pdf' })).toHaveCount(0);
    await expectAccessible(page);

    // A real PNG under a name of the editor's choosing.
    await page.getByLabel('Terms file', { exact: true }).setInputFiles({
      name: 'Scan 2027.PNG',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByLabel('Name on the site (optional)').fill(name);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'The terms file is uploaded. A school can name it now; the site serves it at once.',
    );
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('PNG');
    await expect(row).toContainText('uploaded by Terry Terms');
    await expect(row).toContainText('no school');
    const served = await page.request.get(`${site.url}/files/terms/${name}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    await expectAccessible(page);
    await expectNoSideways(page);

    // Replaced by a JPEG under a .png name: refused; by the same PNG: nothing changes.
    await row.getByLabel(`New file for ${name}`).setInputFiles({ name: 'x.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await row.getByRole('button', { name: `Replace ${name}` }).click();
    await expect(page.getByRole('alert')).toContainText('is a JPG file, but its name ends in .png');
    await expect(page.getByRole('row', { name: new RegExp(name) }).getByLabel(`New file for ${name}`)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByLabel(`New file for ${name}`)
      .setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: PNG });
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: `Replace ${name}` })
      .click();
    await expect(page.getByRole('status')).toHaveText('That file is the one there already: nothing changed.');
  });
});

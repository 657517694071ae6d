// The catalogue's translations in Chromium, on a desktop and at 360 px (issue 31): a school lacks
// a German text; a content editor finds it in the catalogue-wide counts, writes it beside the
// English into the school's draft, publishes the draft, and finds the text up to date; the English
// under it changes and it is marked until the editor says it is still right; an SEO body text is
// written the same way.
import { desc } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { schools } from '#server/db/schema.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, cookieOf, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

const EMAIL = 'tess@linguatrips.test';

test.describe('the catalogue translations', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  let site: TestSite;
  /** The school the first journey translated, for the second. */
  let translated: { id: number; name: string };

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, EMAIL, 'content-editor', 'Tess Translator');
  });

  const signIn = async (page: Page, next: string) => {
    await page.goto(`${site.url}${next}`);
    await page.getByLabel('E-mail address').fill(EMAIL);
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}${next}`);
  };

  const apiHeaders = async () => {
    const cookie = cookieOf(
      await fetch(`${site.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url },
        body: JSON.stringify({ email: EMAIL, password: OFFICE_PASSWORD }),
      }),
    );
    return { origin: site.url, cookie, 'content-type': 'application/json' };
  };

  /** Publishes the school without its German short description, through the API, as a content team's import might. */
  const dropGermanText = async (id: number) => {
    const headers = await apiHeaders();
    const base = `${site.url}/api/office/catalogue/schools/${id}`;
    const patched = await fetch(`${base}/draft`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ shortDescription: { de: null } }),
    });
    expect(patched.status).toBe(200);
    expect((await fetch(`${base}/publish`, { method: 'POST', headers })).status).toBe(200);
  };

  test('a content editor adds a missing German text and publishes it', async ({ page }, info) => {
    // One school a screen: the other office journeys use the last school and the first ones.
    const rows = await site.server.db
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .orderBy(desc(schools.id))
      .limit(3);
    const school = rows[info.project.name === 'phone' ? 2 : 1]!;
    translated = school;
    await dropGermanText(school.id);
    const german = `Eine Schule mitten in der Stadt (${info.project.name}).`;

    await signIn(page, '/office/catalogue/translations/');
    await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);
    await page.getByRole('link', { name: `${school.name}, German: 1 missing, 0 English changed since` }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Translations: ${school.name}` })).toBeVisible();
    await expect(page.getByLabel('Culture', { exact: true })).toHaveValue('de');
    const field = page.getByRole('region', { name: 'shortDescription Missing' });
    await expect(field.getByLabel('German text of shortDescription')).toHaveValue('');
    await expectAccessible(page);
    await expectNoSideways(page);

    await field.getByLabel('German text of shortDescription').fill(german);
    await field.getByRole('button', { name: 'Save to draft' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'The text is saved in the draft. It is not live until the draft is published.',
    );
    // Still missing on the site until published: the draft's text is in the box.
    await expect(field).toContainText('The draft has a new German text');
    await expect(field.getByLabel('German text of shortDescription')).toHaveValue(german);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Publish the draft' }).click();
    await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'What the draft changes' }).getByRole('row', { name: /shortDescription\.de/ }),
    ).toContainText(german);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Published. Prices use it now; its pages follow when the site is rebuilt (within a minute where a publish rebuilds them).',
    );

    await page.getByRole('link', { name: 'Texts per culture, missing or changed' }).click();
    await page.getByLabel('Texts', { exact: true }).selectOption('all');
    await page.getByRole('button', { name: 'Show' }).click();
    const published = page.getByRole('region', { name: 'shortDescription Up to date' });
    await expect(published.getByLabel('German text of shortDescription')).toHaveValue(german);
    await page.getByRole('link', { name: 'All translations' }).click();
    await expect(
      page.getByRole('row', { name: new RegExp(school.name) }).getByRole('link', { name: /German/ }),
    ).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a translation is marked "English changed since" until the editor says it is still right', async ({ page }) => {
    // A publish changes the English under the German written in the journey before.
    const headers = await apiHeaders();
    const base = `${site.url}/api/office/catalogue/schools/${translated.id}`;
    const { data } = (await (await fetch(base, { headers })).json()) as {
      data: { file: { shortDescription: Record<string, string> } };
    };
    const before = data.file.shortDescription.en!;
    const after = `${before} Open all year.`;
    const file = { ...data.file, shortDescription: { ...data.file.shortDescription, en: after } };
    expect((await fetch(`${base}/draft`, { method: 'PUT', headers, body: JSON.stringify(file) })).status).toBe(200);
    expect((await fetch(`${base}/publish`, { method: 'POST', headers })).status).toBe(200);

    await signIn(page, `/office/catalogue/${translated.id}/translations/?culture=de`);
    const field = page.getByRole('region', { name: 'shortDescription English changed since' });
    await expect(field.getByText(before, { exact: true })).toBeVisible();
    await expect(field.getByText(after, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);
    await field.getByRole('button', { name: 'Still right' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Confirmed: the translation is marked up to date with the English.',
    );
    await expect(page.getByRole('region', { name: /^shortDescription/ })).toHaveCount(0);
  });

  test('a content editor writes a missing SEO body text', async ({ page }, info) => {
    // One culture a screen, so the two journeys never meet on a shared site.
    const culture = info.project.name === 'phone' ? 'fr' : 'de';
    const name = culture === 'fr' ? 'French' : 'German';
    const dropped = await fetch(`${site.url}/api/office/catalogue/seo/translations`, {
      method: 'POST',
      headers: await apiHeaders(),
      body: JSON.stringify({ page: '/home', culture, text: '' }),
    });
    expect(dropped.status).toBe(200);
    const text = `Sprachreisen für alle (${info.project.name}).`;

    await signIn(page, '/office/catalogue/translations/');
    await page.getByRole('link', { name: `${name}: 1 missing, 0 English changed since`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'SEO translations' })).toBeVisible();
    const home = page.getByRole('region', { name: `/${culture}/ (home)` });
    await expect(home.getByLabel(`${name} body text of /${culture}/ (home)`)).toHaveValue('');
    await expectAccessible(page);
    await expectNoSideways(page);

    await home.getByLabel(`${name} body text of /${culture}/ (home)`).fill(text);
    await home.getByRole('button', { name: `Save ${name} texts of /${culture}/ (home)` }).click();
    await expect(page.getByRole('status')).toHaveText('The texts are saved. The pages show them from the next build.');
    await expect(page.getByText('Nothing to do here')).toBeVisible();
    await page.getByLabel('Texts', { exact: true }).selectOption('all');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(
      page.getByRole('region', { name: `/${culture}/ (home)` }).getByLabel(`${name} body text of /${culture}/ (home)`),
    ).toHaveValue(text);
    await expectAccessible(page);
  });
});

// The catalogue office in Chromium, on a desktop and at 360 px (issue 31): a content editor sees
// only the dashboard, the schools and the catalogue; saves a school's draft as JSON, is told every
// wrong field and nothing is saved; saves a good draft, sees what it changes, publishes it, finds
// the version with its diff, and restores the one before.
import { desc } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { schools } from '#server/db/schema.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

test.describe('the catalogue office', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  let site: TestSite;
  let school: { id: number; name: string };

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'cora@linguatrips.test', 'content-editor', 'Cora Editor');
    await addOfficeStaff(site, 'dana@linguatrips.test', 'content-editor', 'Dana Editor');
    // The last school: the other journeys book and review the first ones.
    const [last] = await site.server.db
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .orderBy(desc(schools.id))
      .limit(1);
    school = last!;
  });

  const signIn = async (page: Page, next: string, email = 'cora@linguatrips.test') => {
    await page.goto(`${site.url}${next}`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}${next}`);
  };

  test('a content editor drafts, publishes and restores a school', async ({ page }, info) => {
    const postalCode = `PC ${info.project.name}`;
    await signIn(page, '/office/catalogue/');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Office' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Schools', 'Catalogue']);
    await expectAccessible(page);
    await expectNoSideways(page);

    await page.getByRole('link', { name: school.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
    const editor = page.getByLabel('School file (JSON)');
    const file = JSON.parse(await editor.inputValue()) as Record<string, unknown>;

    // Wrong: every wrong field is named, and nothing is saved.
    await editor.fill(JSON.stringify({ ...file, currency: 'euro', nameEn: '' }, null, 2));
    await page.getByRole('button', { name: 'Save draft' }).click();
    const errors = page.getByRole('alert');
    await expect(errors).toContainText('fields are wrong; nothing was saved');
    await expect(errors.getByRole('listitem').filter({ hasText: 'currency' })).toHaveCount(1);
    await expect(errors.getByRole('listitem').filter({ hasText: 'nameEn' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expectAccessible(page);

    // Right: a draft, with what it changes, published as a new version.
    await editor.fill(JSON.stringify({ ...file, postalCode }, null, 2));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toHaveText('The draft is saved. It is not live until you publish it.');
    const draftChanges = page.getByRole('region', { name: 'What the draft changes' });
    await expect(draftChanges.getByRole('row', { name: /postalCode/ })).toContainText(postalCode);
    await expectAccessible(page);
    await expectNoSideways(page);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Published. Prices use it now; its pages follow when the site is rebuilt (within a minute where a publish rebuilds them).',
    );
    const newest = page.getByRole('heading', { level: 3 }).first();
    await expect(newest).toHaveText(/^\s*Version \d+: published\s*$/);
    const version = Number(/Version (\d+)/.exec((await newest.textContent()) ?? '')![1]);
    await expect(
      page.getByRole('region', { name: `What version ${version} changed` }).getByRole('row', { name: /postalCode/ }),
    ).toContainText(postalCode);

    // The version before comes back as a new one.
    await page.getByRole('button', { name: `Restore version ${version - 1}` }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Restored as a new version. Prices use it now; its pages follow when the site is rebuilt (within a minute where a publish rebuilds them).',
    );
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(
      `Version ${version + 1}: restored (version ${version - 1})`,
    );
    expect(JSON.parse(await editor.inputValue())).toEqual(file);
    await expectAccessible(page);
  });

  test('two editors on the same school file: the later save is refused, its text kept, then replaces', async ({
    page,
    browser,
  }, info) => {
    const here = `/office/catalogue/${school.id}/`;
    await signIn(page, here);
    const other = await browser.newContext();
    try {
      const dora = await other.newPage();
      await signIn(dora, here, 'dana@linguatrips.test');
      const coraEditor = page.getByLabel('School file (JSON)');
      const doraEditor = dora.getByLabel('School file (JSON)');
      const file = JSON.parse(await coraEditor.inputValue()) as Record<string, unknown>;

      // Cora saves first; Dora, whose page was drawn before, is told and keeps her text.
      await coraEditor.fill(JSON.stringify({ ...file, postalCode: `Cora ${info.project.name}` }, null, 2));
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('status')).toHaveText('The draft is saved. It is not live until you publish it.');
      const doraText = JSON.stringify({ ...file, postalCode: `Dora ${info.project.name}` }, null, 2);
      await doraEditor.fill(doraText);
      await dora.getByRole('button', { name: 'Save draft' }).click();
      await expect(dora.getByRole('alert')).toContainText('Cora Editor changed this school');
      await expect(dora.getByRole('alert')).toContainText('nothing was saved');
      // The text box holds her text as she typed it (the page indents it: whitespace around is not hers to keep).
      expect((await doraEditor.inputValue()).trim()).toBe(doraText);
      await expect(
        dora.getByRole('region', { name: 'What the draft changes' }).getByRole('row', { name: /postalCode/ }),
      ).toContainText(`Cora ${info.project.name}`);
      await expectAccessible(dora);

      // Sent again, knowing, her text replaces Cora's.
      await dora.getByRole('button', { name: 'Save draft' }).click();
      await expect(dora.getByRole('status')).toHaveText('The draft is saved. It is not live until you publish it.');
      await expect(
        dora.getByRole('region', { name: 'What the draft changes' }).getByRole('row', { name: /postalCode/ }),
      ).toContainText(`Dora ${info.project.name}`);
      await dora.getByRole('button', { name: 'Discard draft' }).click();
      await expect(dora.getByRole('status')).toHaveText('The draft is discarded.');
    } finally {
      await other.close();
    }
  });
});

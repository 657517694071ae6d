// The catalogue's school forms in Chromium, on a desktop and at 360 px (issue 31): every part of
// a school sent back unchanged saves nothing; a content editor changes a course price, is told
// by the field that negative weeks are wrong and nothing is saved, fixes it, saves and publishes;
// Add and Remove change the form without saving; a price list copied to next year lands in the draft with its prices raised.
import { desc } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { SCHOOL_FORM_SECTIONS } from '#domain/catalogue/school-form-sections.ts';
import { schools } from '#server/db/schema.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

test.describe('the school forms of the catalogue office', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let site: TestSite;
  let school: { id: number; name: string };

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'fern@linguatrips.test', 'content-editor', 'Fern Forms');
    // The last school but one: the catalogue journey edits the last, the booking journeys the first ones.
    const [, second] = await site.server.db
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .orderBy(desc(schools.id))
      .limit(2);
    school = second!;
  });

  const schoolPage = () => `/office/catalogue/${school.id}/`;
  const signIn = async (page: Page, next: string) => {
    await page.goto(`${site.url}${next}`);
    await page.getByLabel('E-mail address').fill('fern@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}${next}`);
  };
  const saveDraft = (page: Page) => page.getByRole('button', { name: 'Save draft' }).first().click();

  test('every part of a school, sent back unchanged, saves nothing', async ({ page }) => {
    await signIn(page, schoolPage());
    const forms = page.getByRole('navigation', { name: 'Edit with forms' });
    await expect(forms.getByRole('link')).toHaveText(SCHOOL_FORM_SECTIONS.map((section) => section.title));
    for (const section of SCHOOL_FORM_SECTIONS) {
      await page.goto(`${site.url}${schoolPage()}edit/${section.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${school.name}: ${section.title}`);
      await expectAccessible(page);
      await expectNoSideways(page);
      await saveDraft(page);
      await expect(page.getByRole('status')).toHaveText('Nothing was changed, so nothing was saved.');
    }
    await page.goto(`${site.url}${schoolPage()}`);
    await expect(page.getByRole('heading', { name: 'The draft' })).toHaveCount(0);
  });

  test('a content editor changes a course price, is told of a wrong value, fixes it and publishes', async ({
    page,
  }) => {
    await signIn(page, schoolPage());
    await page.getByRole('navigation', { name: 'Edit with forms' }).getByRole('link', { name: 'Courses' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${school.name}: Courses`);

    const course = page.getByRole('group', { name: /^Course 1: / });
    const minWeeks = course.getByLabel('Min weeks', { exact: true });
    const weeks = await minWeeks.inputValue();
    const prices = page.getByRole('region', { name: /^Course prices in price list/ }).first();
    const price = prices.getByLabel('Price per week').first();
    const newPrice = String(Number(await price.inputValue()) + 7);

    // A negative number of weeks: the form comes back as written, the error by its field and in the summary.
    await minWeeks.fill('-2');
    await price.fill(newPrice);
    await saveDraft(page);
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('One field is wrong; nothing was saved');
    await expect(summary.getByRole('link', { name: 'Min weeks' })).toHaveAttribute('href', /#f-courses-0-minWeeks$/);
    await expect(minWeeks).toHaveValue('-2');
    await expect(minWeeks).toHaveAttribute('aria-invalid', 'true');
    await expect(minWeeks).toHaveAccessibleDescription(/>0|positive/i);
    await expect(price).toHaveValue(newPrice);
    await expectAccessible(page);
    await expectNoSideways(page);

    // Fixed: saved as the draft, which the school page shows and publishes.
    await minWeeks.fill(weeks);
    await saveDraft(page);
    await expect(page.getByRole('status')).toHaveText(
      'The draft is saved. It is not live until you publish it on the school page.',
    );
    await expect(price).toHaveValue(newPrice);
    await page.getByRole('link', { name: school.name, exact: true }).click();
    const changes = page.getByRole('region', { name: 'What the draft changes' });
    await expect(changes.getByRole('row', { name: /pricePerWeek/ })).toContainText(newPrice);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Published. Prices use it now; its pages follow when the site is rebuilt (within a minute where a publish rebuilds them).',
    );
    await expect(
      page
        .getByRole('region', { name: /^What version \d+ changed$/ })
        .first()
        .getByRole('row', { name: /pricePerWeek/ }),
    ).toContainText(newPrice);
  });

  test('Add and Remove draw the form again with the item, and save nothing', async ({ page }) => {
    await signIn(page, `${schoolPage()}edit/promotions/`);
    const promotions = page.getByRole('group', { name: 'Promotions', exact: true });
    const count = await promotions.getByRole('group', { name: /^Promotion \d+/ }).count();
    await page.getByRole('button', { name: 'Add promotion to promotions' }).click();
    await expect(page.getByRole('status')).toHaveText('Added: fill it in and save the draft. Nothing is saved yet.');
    const added = promotions.getByRole('group', { name: new RegExp(`^Promotion ${count + 1}$`) });
    await expect(added.getByLabel('Id', { exact: true })).not.toHaveValue('');
    await expect(added.getByLabel('English (en)')).toHaveValue('');
    await expectAccessible(page);
    await expectNoSideways(page);

    await added.getByRole('button', { name: `Remove promotion ${count + 1}` }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Removed from the form. Nothing is saved until you save the draft.',
    );
    await expect(promotions.getByRole('group', { name: /^Promotion \d+/ })).toHaveCount(count);
    await saveDraft(page);
    await expect(page.getByRole('status')).toHaveText('Nothing was changed, so nothing was saved.');
  });

  test('a price list copied to next year is in the draft with its prices raised', async ({ page }) => {
    await signIn(page, `${schoolPage()}edit/price-lists/`);
    const lists = page.getByLabel('Price list', { exact: true });
    const listName = (await lists.locator('option:checked').textContent())!;
    const [, from] = /: (\d{4})-/.exec(listName)!;
    await page.getByLabel('Change in percent').fill('');
    await page.getByRole('button', { name: 'Copy to next year' }).click();
    await expect(page.getByLabel('Change in percent')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Change in percent')).toHaveAccessibleDescription(/must be a percentage/);

    await page.getByLabel('Change in percent').fill('10');
    await page.getByRole('button', { name: 'Copy to next year' }).click();
    await expect(page.getByRole('status')).toContainText('The copy is in the draft');
    const copy = page.getByRole('group', { name: new RegExp(`^Price list \\d+: ${Number(from) + 1}-`) });
    await expect(copy).toBeVisible();
    await expectAccessible(page);

    // Not live: the draft waits on the school page, and is discarded here.
    await page.goto(`${site.url}${schoolPage()}`);
    await expect(
      page.getByRole('region', { name: 'What the draft changes' }).getByRole('row', { name: /priceLists/ }),
    ).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByRole('status')).toHaveText('The draft is discarded.');
  });

  test('a part saved by someone else since the form opened is not overwritten unseen', async ({ page, browser }) => {
    await addOfficeStaff(site, 'gale@linguatrips.test', 'content-editor', 'Gale Forms');
    const other = await browser.newContext();
    try {
      const gale = await other.newPage();
      const pricePerWeek = (editor: Page) =>
        editor
          .getByRole('region', { name: /^Course prices in price list/ })
          .first()
          .getByLabel('Price per week')
          .first();
      await signIn(page, `${schoolPage()}edit/courses/`);
      await gale.goto(`${site.url}${schoolPage()}edit/courses/`);
      await gale.getByLabel('E-mail address').fill('gale@linguatrips.test');
      await gale.getByLabel('Password').fill(OFFICE_PASSWORD);
      await gale.getByRole('button', { name: 'Sign in' }).click();
      await expect(gale).toHaveURL(`${site.url}${schoolPage()}edit/courses/`);
      const before = Number(await pricePerWeek(page).inputValue());

      // Both opened the courses; Fern saves first.
      await pricePerWeek(page).fill(String(before + 11));
      await saveDraft(page);
      await expect(page.getByRole('status')).toHaveText(
        'The draft is saved. It is not live until you publish it on the school page.',
      );
      // Gale's save is refused, her entry kept, Fern's named.
      await pricePerWeek(gale).fill(String(before + 22));
      await saveDraft(gale);
      const refused = gale.getByRole('alert');
      await expect(refused).toContainText('Someone else saved this part since you opened it (Fern Forms, ');
      await expect(refused).toContainText('nothing was saved');
      await expect(pricePerWeek(gale)).toHaveValue(String(before + 22));
      await expectAccessible(gale);
      await page.reload();
      await expect(pricePerWeek(page)).toHaveValue(String(before + 11));

      // Sent again, knowingly, hers is saved.
      await saveDraft(gale);
      await expect(gale.getByRole('status')).toHaveText(
        'The draft is saved. It is not live until you publish it on the school page.',
      );
      await expect(pricePerWeek(gale)).toHaveValue(String(before + 22));
      await gale.goto(`${site.url}${schoolPage()}`);
      await gale.getByRole('button', { name: 'Discard draft' }).click();
      await expect(gale.getByRole('status')).toHaveText('The draft is discarded.');
    } finally {
      await other.close();
    }
  });
});

// The school page's price tables on a 360 px phone (issue 29): in en, ru and zh, every cell of
// the course, housing and transfer tables, the prices first of all, lies inside the screen and
// inside every box that could clip it (the tables' own scrolling box included), so a price is
// read without scrolling sideways. A few demo schools with long schedules, names and currencies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import type { Culture } from '#domain/culture.ts';
import { schoolPath, schoolRoutes } from '#domain/routes/school-routes.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { PHONE_ONLY } from './support/one-screen.ts';

const SCHOOLS = [
  'harbour_english_academy_st_julians',
  'centre_linguistique_mont_boron',
  'plane_tree_chinese_school',
  'kingsgate_language_studio_london',
];
const CULTURES: Culture[] = ['en', 'ru', 'zh'];

const contentDir = join(import.meta.dirname, '..', '..', 'content', 'schools');
type SchoolFile = {
  slug: string;
  languages: string[];
  country: string;
  city: string;
  courses: unknown[];
  accommodations: unknown[];
};
const schoolOf = (slug: string) => JSON.parse(readFileSync(join(contentDir, `${slug}.json`), 'utf8')) as SchoolFile;
const routeOf = (slug: string) => schoolRoutes([schoolOf(slug)])[0]!;

/** Why each cell of the table cannot be read whole (outside the screen, clipped by a box, its text overflowing), or nothing. */
function clippedCells(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const problems: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    for (const cell of element.querySelectorAll<HTMLElement>('tbody th, tbody td')) {
      const name = `"${cell.textContent?.trim()}" in "${element.querySelector('caption')?.textContent}"`;
      const box = cell.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) problems.push(`${name} has no size`);
      if (box.left < 0 || box.right > screenWidth + 0.5)
        problems.push(
          `${name} is outside the screen (${Math.round(box.left)}–${Math.round(box.right)} of ${screenWidth})`,
        );
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${name} overflows its cell`);
      for (let box2 = cell.parentElement; box2 && box2 !== document.documentElement; box2 = box2.parentElement) {
        const style = getComputedStyle(box2);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = box2.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)
          problems.push(`${name} is clipped by <${box2.tagName.toLowerCase()} class="${box2.className}">`);
      }
    }
    return problems;
  });
}

/** The cells that do not show their column's name before them (a narrow table's cells each do), or nothing. */
function unnamedCells(table: Locator): Promise<string[]> {
  return table.evaluate((element: HTMLTableElement) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const problems: string[] = [];
    // Rows still covered by a cell of a row above (a group of weeks), by column.
    const covered: number[] = [];
    for (const row of element.tBodies[0]?.rows ?? []) {
      let column = 0;
      for (const cell of row.cells) {
        while ((covered[column] ?? 0) > 0) covered[column++]! -= 1;
        if (cell.rowSpan > 1) covered[column] = cell.rowSpan - 1;
        const name = getComputedStyle(cell, '::before').content.replace(/^"(.*)"$/, '$1');
        if (cell.tagName === 'TD' && name !== headers[column])
          problems.push(`"${cell.textContent?.trim()}" is named "${name}", its column "${headers[column]}"`);
        column += 1;
      }
    }
    return problems;
  });
}

test.describe('price tables on a 360 px phone', PHONE_ONLY, () => {
  test.describe.configure({ timeout: 180_000 });

  for (const culture of CULTURES) {
    test(`show every cell and price whole in ${culture}`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      const t = translateWithDictionary(culture, getDictionary(culture));
      for (const slug of SCHOOLS) {
        const path = schoolPath(culture, routeOf(slug));
        await page.goto(path);
        // Unfold the lists that show their first three items only, so every table is on the page.
        const school = schoolOf(slug);
        for (const name of [
          t('school.showAllCourses', { count: school.courses.length }),
          t('school.showAllAccommodations', { count: school.accommodations.length }),
        ]) {
          const unfold = page.getByRole('button', { name, exact: true });
          if ((await unfold.count()) > 0) await unfold.click();
        }
        const tables = page.getByRole('table').filter({ has: page.locator('td.money') });
        const count = await tables.count();
        expect(count, `${path} has its course, housing and transfer tables`).toBeGreaterThanOrEqual(3);
        for (const table of await tables.all()) {
          await expect(table, path).toBeVisible();
          expect(await clippedCells(table), path).toEqual([]);
          expect(await unnamedCells(table), path).toEqual([]);
          // Each price is a figure on the screen, not an empty cell.
          for (const price of await table.locator('td.money').all()) await expect(price).toHaveText(/\d/);
        }
        await expectNoSideways(page);
        // The cards are still tables to a screen reader: rows, cells and the hidden column headers.
        if (slug === SCHOOLS[0]) {
          const first = tables.first();
          await expect(first.getByRole('columnheader')).not.toHaveCount(0);
          await expect(first.getByRole('cell').first()).toBeVisible();
          await expectAccessible(page);
        }
      }
    });
  }
});

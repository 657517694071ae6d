import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { FindSchoolsAnswer } from '#domain/search/search-answer.ts';
import { ACCREDITATION_BODIES } from '#domain/catalogue/accreditation-bodies.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { openSearchPage, results, withFilters } from './support/search-page.ts';

// Issue 30, item 2: the search's 'accredited' and 'adults only in a month' filters, from
// /ru/english/ on the desktop and on a 360 px phone (through the filters overlay), checked against
// the API's answer for the same query and with axe at each state.

const api = async (page: Page, query: string) => {
  const response = await page.request.get(`/api/search/findschools/?${query}`);
  return ((await response.json()) as { data: FindSchoolsAnswer }).data;
};

test('searching for accredited schools with no one under 18 in July', async ({ page }) => {
  test.slow();
  await openSearchPage(page, '/ru/english/');

  await withFilters(page, (panel) => panel.getByRole('checkbox', { name: 'Аккредитована' }).check());
  await expect(page).toHaveURL(/\/ru\/english\/\?accredited=true$/);
  const accredited = await api(page, 'culture=ru&language=english&accredited=true');
  const first = accredited.exact.items[0]!;
  // The card names the bodies by their short names.
  const card = results(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: first.name }) });
  await expect(
    card.getByText(`Аккредитации: ${first.accreditations.map((body) => ACCREDITATION_BODIES[body].short).join(', ')}`),
  ).toBeVisible();
  await expectAccessible(page);

  await withFilters(page, async (panel) => {
    await panel.getByRole('button', { name: /^Только взрослые/ }).click();
    await panel
      .getByRole('listbox', { name: 'Только взрослые (никого младше 18) в месяце' })
      .getByRole('option', { name: 'июль', exact: true })
      .click();
  });
  await expect(page).toHaveURL(/\/ru\/english\/\?accredited=true&adultsonly=7$/);
  const july = await api(page, 'culture=ru&language=english&accredited=true&adultsonly=7');
  expect(july.exact.schoolsCount).toBeLessThan(accredited.exact.schoolsCount);
  const shown = results(page).getByRole('article');
  // The exact group's cards come first; the first page shows up to ten of them.
  for (const school of july.exact.items.slice(0, 3))
    await expect(shown.getByRole('heading', { name: school.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /Только взрослые: июль/ })).toBeVisible();
  await expectAccessible(page);

  // Each applied filter is removed alone.
  await page.getByRole('button', { name: /Только взрослые: июль/ }).click();
  await expect(page).toHaveURL(/\/ru\/english\/\?accredited=true$/);
});

import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';

// Issue 30, item 2: a school page's facts read by role, on the desktop and a 360 px phone: the
// accrediting bodies by name, the figures, the ages table, the latest class mix with its source,
// and the other months opened from the keyboard. axe finds nothing serious; nothing scrolls sideways.

test('a school page says who vouches for the school and who studies there', async ({ page }) => {
  await page.goto('/en/english/united_kingdom/london/marlowe_house_english_london/');
  const facts = page.getByRole('region', { name: 'School facts' });
  await expect(facts).toBeVisible();
  await expect(facts.getByRole('term').filter({ hasText: 'Founded' })).toBeVisible();
  await expect(facts.getByRole('definition').filter({ hasText: '1968' })).toBeVisible();
  await expect(facts.getByRole('definition').filter({ hasText: '5,200' })).toBeVisible();
  const bodies = facts.getByRole('list').getByRole('listitem');
  await expect(bodies).toHaveText([
    'Accredited by the British Council (Accreditation UK)',
    'English UK',
    'Quality English',
    'Eaquals – Evaluation and Accreditation of Quality in Language Services',
  ]);
  const ages = facts.getByRole('table', { name: 'Student ages by season' });
  await expect(ages.getByRole('rowheader', { name: 'June–August' })).toBeVisible();
  const mix = facts.getByRole('table', { name: 'Who was in class in November 2026' });
  await expect(mix.getByRole('rowheader', { name: 'Italian' })).toBeVisible();
  await expect(mix.getByRole('row', { name: /^Under 18/ })).toBeVisible();
  await expect(facts.getByText(/Source: the school’s own figures ·\s+[\d,]+ students counted/)).toBeVisible();

  const summary = facts.getByText('Other months', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(facts.getByRole('rowheader', { name: 'July 2026' })).toBeVisible();
  await expectNoSideways(page);
  await expectAccessible(page);
});

test('a school with no accreditation and few students through us says so', async ({ page }) => {
  await page.goto('/ru/english/singapore/singapore/thomson_ridge_english_academy/');
  const facts = page.getByRole('region', { name: 'О школе в цифрах' });
  await expect(facts.getByText('У школы нет аккредитаций и членства из нашего списка.')).toBeVisible();
  await expect(facts.getByText(/Источник: бронирования через нас/)).toBeVisible();
  await expectAccessible(page);
});

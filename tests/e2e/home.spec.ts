import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';

test.describe('the home page', () => {
  test('sells the agency: destinations, top schools, reviews, how booking works and who we are (en)', async ({
    page,
  }) => {
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const destinations = page.getByRole('region', { name: 'Popular destinations' });
    const tiles = destinations.getByRole('link');
    await expect(tiles).toHaveCount(6);
    // Each tile names its city, the language taught and the count its page shows.
    const first = tiles.first();
    await expect(first).toHaveAccessibleName(/^[^,]+, .+ courses · \d+ schools?$/);
    const said = (await first.textContent())!.match(/(\d+) schools?\s*$/)![1];
    await first.click();
    await expect(page.getByText(new RegExp(`^${said} schools?\\b`)).first()).toBeVisible();

    await page.goto('/en/');
    const top = page.getByRole('region', { name: 'Top-rated schools' });
    await expect(top.getByRole('article')).toHaveCount(6);
    // The rating is a number beside the stars, and the stars say it to a screen reader.
    await expect(top.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }).first()).toBeVisible();
    await expect(top.getByText(/^\d\.\d$/).first()).toBeVisible();
    await expect(top).toContainText(/from €[\d,]+ for \d+ weeks?/);
    await expect(top.getByText('tuition only; school fees extra').first()).toBeVisible();

    const reviews = page.getByRole('region', { name: 'What students say' });
    await expect(reviews.getByRole('listitem')).toHaveCount(6);
    // English reviews come first on the English page.
    await expect(reviews.locator('blockquote').first()).toHaveAttribute('lang', 'en');

    const how = page.getByRole('region', { name: 'How booking works' });
    await expect(how.getByRole('listitem')).toHaveCount(4);
    await expect(how).toContainText('28 days before your course starts');
    await expect(how).toContainText('within three calendar days');

    const company = page.getByRole('region', { name: 'Who we are' });
    await expect(company).toContainText('LinguaTrips Ltd');
    await expect(company.getByRole('link', { name: /support@/ })).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);
  });

  test('searches by language, country and course length', async ({ page }) => {
    await page.goto('/en/');
    const search = page.getByRole('search');
    await search.getByLabel('Language').selectOption({ label: 'Spanish' });
    // Only the chosen language's countries are offered.
    await expect(search.getByLabel('Country').getByRole('option', { name: 'Malta' })).toHaveCount(0);
    await search.getByLabel('Country').selectOption({ label: 'Spain' });
    await search.getByLabel('Course length').selectOption({ label: '4 weeks' });
    await search.getByRole('button', { name: 'Show schools' }).click();
    await expect(page).toHaveURL(/\/en\/spanish\/spain\/\?weeks=4$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Spain');
  });

  test('in Russian, with the Russian texts', async ({ page }) => {
    await page.goto('/ru/');
    await expect(page.getByRole('region', { name: 'Популярные направления' }).getByRole('link')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Как проходит бронирование' })).toContainText(
      'за 28 дней до начала курса',
    );
    await expect(
      page.getByRole('region', { name: 'Что говорят студенты' }).locator('blockquote').first(),
    ).toHaveAttribute('lang', 'ru');
    await expectAccessible(page);
  });
});

test.describe('the home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('searches through the server, which leads to the same page', async ({ page }) => {
    await page.goto('/en/');
    const search = page.getByRole('search');
    await search.getByLabel('Language').selectOption({ label: 'English' });
    await search.getByLabel('Country').selectOption({ label: 'Malta' });
    await search.getByRole('button', { name: 'Show schools' }).click();
    await expect(page).toHaveURL(/\/en\/english\/malta\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Malta');
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '#server/db/schema.ts';
import type { FindSchoolsAnswer } from '#domain/search/search-answer.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import {
  canonicalPath,
  cardsBefore,
  choose,
  isPhone,
  openSearchPage,
  results,
  searchHydrated,
  withFilters,
} from './support/search-page.ts';

// Journeys from /ru/english/ on the desktop (1440 px) and on a 360 px phone, where the same steps
// go through the full-screen overlays. Every state is checked with axe.

const api = async (page: Page, query: string) => {
  const response = await page.request.get(`/api/search/findschools/?${query}`);
  return ((await response.json()) as { data: FindSchoolsAnswer }).data;
};

test.describe('searching for a school', () => {
  test('by country, city, weeks and a feature, then back and forward', async ({ page }) => {
    // A long journey with an accessibility check at each state.
    test.slow();
    await openSearchPage(page, '/ru/english/');
    const everything = await api(page, 'culture=ru&language=english');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Английский язык за рубежом');
    await expect(page.getByText(`${everything.exact.schoolsCount} школ`, { exact: true })).toBeVisible();
    // 12 results or more: a placeholder after every 3 cards; no visa help without a country.
    const newsletter = results(page).getByRole('region', { name: 'Скидки и новости языковых школ' });
    await expect(newsletter).toBeVisible();
    expect(await cardsBefore(newsletter)).toBe(3);
    expect(await cardsBefore(results(page).getByRole('region', { name: 'Почему стоит бронировать у нас' }))).toBe(6);
    await expect(page.getByRole('region', { name: /^Виза/ })).toHaveCount(0);
    await expectAccessible(page);

    await withFilters(page, (panel) => choose(panel, 'Страна', 'Великобритания'));
    await expect(page).toHaveURL(/\/ru\/english\/united_kingdom\/$/);
    // The heading the content team wrote for the page (content/seo/ru.json).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Английский язык в Великобритании');
    await expect(page).toHaveTitle(/Великобритани/);
    await expect(page.getByText('4 школы', { exact: true })).toBeVisible();
    // Fewer than 12: every 2 cards, visa help second, in ru, for a visa help country.
    expect(await cardsBefore(results(page).getByRole('region', { name: 'Скидки и новости языковых школ' }))).toBe(2);
    const visa = results(page).getByRole('region', { name: 'Виза: Великобритания' });
    expect(await cardsBefore(visa)).toBe(4);
    await visa.getByText('Что понадобится').click();
    await expect(visa.getByRole('listitem').first()).toBeVisible();
    expect(await canonicalPath(page)).toBe('/ru/english/united_kingdom/');
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      /\/de\/english\/united_kingdom\/$/,
    );
    await expect(
      page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Английский' }),
    ).toBeVisible();
    await expectAccessible(page);

    await withFilters(page, (panel) => choose(panel, 'Город', 'Лондон'));
    await expect(page).toHaveURL(/\/ru\/english\/united_kingdom\/london\/$/);
    await expect(page.getByText('1 школа', { exact: true })).toBeVisible();
    await expect(results(page).getByRole('link', { name: 'Marlowe House School of English' })).toBeVisible();

    await withFilters(page, (panel) => choose(panel, 'Длительность курса', '12 недель'));
    await expect(page).toHaveURL(/\/ru\/english\/united_kingdom\/london\/\?weeks=12$/);
    await expect(results(page).getByRole('article')).toHaveCount(2);
    // The 'from' price is all in and says what it includes (issue 29).
    await expect(
      results(page)
        .getByText(/^от .+ за 12 недель обучение, сборы школы .*включены/)
        .first(),
    ).toBeVisible();
    expect(await canonicalPath(page)).toBe('/ru/english/united_kingdom/london/');
    await expectAccessible(page);

    await withFilters(page, (panel) => panel.getByRole('checkbox', { name: 'Средний возраст 30+' }).check());
    await expect(page).toHaveURL(/\?weeks=12&avgage30=true$/);
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(page.getByText(/^\d+ школ/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Показать все школы для этого языка' })).toHaveAttribute(
      'href',
      '/ru/english/',
    );
    const similar = page.getByRole('region', { name: 'Похожие школы' });
    await expect(similar.getByRole('article')).toHaveCount(2);
    await expectAccessible(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/london\/\?weeks=12$/);
    await expect(page.getByText('1 школа', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/london\/$/);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\?weeks=12&avgage30=true$/);
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();

    await page.getByRole('link', { name: 'Показать все школы для этого языка' }).click();
    await expect(page).toHaveURL(/\/ru\/english\/$/);
    await expect(page.getByText(`${everything.exact.schoolsCount} школ`, { exact: true })).toBeVisible();
  });

  test('sorts, searches by name, and comes back', async ({ page }) => {
    test.slow();
    await openSearchPage(page, '/ru/english/');
    const cheapest = (await api(page, 'culture=ru&language=english&sort=cheapfirst')).exact.items[0]!;
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Сортировка' }).click();
      const dialog = page.getByRole('dialog', { name: 'Сортировка' });
      await dialog.getByRole('radio', { name: 'Сначала недорогие' }).check();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Показать' }).click();
    } else {
      await page.getByRole('button', { name: /^Сортировка/ }).click();
      // Only one dropdown at a time, and a click elsewhere closes it.
      await page.getByRole('button', { name: /^Страна/ }).click();
      await expect(page.getByRole('listbox')).toHaveCount(1);
      await page.getByRole('heading', { level: 1 }).click();
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await page.getByRole('button', { name: /^Сортировка/ }).click();
      await page.getByRole('option', { name: 'Сначала недорогие' }).click();
    }
    await expect(page).toHaveURL(/\/ru\/english\/\?sort=cheapfirst$/);
    await expect(results(page).getByRole('article').first()).toHaveAccessibleName(cheapest.name);
    await expectAccessible(page);

    await withFilters(page, async (panel) => {
      await panel.getByRole('searchbox', { name: 'Название школы' }).fill('Harbour');
      if (!isPhone(page)) await panel.getByRole('searchbox', { name: 'Название школы' }).press('Enter');
    });
    await expect(page).toHaveURL(/\/ru\/english\/\?name=harbour$/);
    await expect(page.getByText('1 школа', { exact: true })).toBeVisible();
    await expect(results(page).getByRole('article').first()).toHaveAccessibleName('Harbour English Academy');
    // The ru texts of a name search (content/seo/ru.json) do not repeat the name.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Языковые школы за рубежом');
    await expectAccessible(page);

    await page.goBack();
    await expect(page).toHaveURL(/\?sort=cheapfirst$/);
    await expect(results(page).getByRole('article').first()).toHaveAccessibleName(cheapest.name);
    await page.goBack();
    await expect(page).toHaveURL(/\/ru\/english\/$/);
  });

  test('pages through the results ten at a time without a reload, keeping the page in the address', async ({
    page,
  }) => {
    await openSearchPage(page, '/ru/english/');
    const all = await api(page, 'culture=ru&language=english');
    const pages = Math.ceil((all.exact.schoolsCount + all.approximate.schoolsCount) / 10);
    expect(pages).toBeGreaterThan(2);
    const second = await api(page, 'culture=ru&language=english&page=2');
    await expect(results(page).getByRole('article')).toHaveCount(10);
    const paging = page.getByRole('navigation', { name: 'Страницы результатов' });
    await expect(paging.getByText(`Страница 1 из ${pages}`)).toBeVisible();
    await expect(paging.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    // A mark on the document, which a reload would lose.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await paging.getByRole('link', { name: 'Следующая страница →' }).click();
    await expect(page).toHaveURL(/\/ru\/english\/page\/2\/$/);
    await expect(results(page).getByRole('article').first()).toHaveAccessibleName(
      [...second.exact.items, ...second.approximate.items][0]!.name,
    );
    await expect(paging.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await canonicalPath(page)).toBe('/ru/english/page/2/');
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/ru\/english\/$/);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', /\/ru\/english\/page\/3\/$/);
    await expect(page.getByText(`${all.exact.schoolsCount} школ`, { exact: true })).toBeVisible();
    await expectAccessible(page);

    await paging.getByRole('link', { name: `Страница ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/english/page/${pages}/$`));
    await expect(paging.getByRole('link', { name: /Следующая/ })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/ru\/english\/page\/2\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/ru\/english\/$/);
    await expect(paging.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await expect(results(page).getByRole('article').first()).toHaveAccessibleName(all.exact.items[0]!.name);
  });

  test('opens the page and the order its address names, and a new filter starts again at the first page', async ({
    page,
  }) => {
    await openSearchPage(page, '/ru/english/page/2/?sort=cheapfirst');
    const cheapSecond = await api(page, 'culture=ru&language=english&sort=cheapfirst&page=2');
    await expect(results(page).getByRole('article').first()).toHaveAccessibleName(
      [...cheapSecond.exact.items, ...cheapSecond.approximate.items][0]!.name,
    );
    await expect(
      page.getByRole('navigation', { name: 'Страницы результатов' }).getByRole('link', { name: 'Страница 2' }),
    ).toHaveAttribute('aria-current', 'page');
    await withFilters(page, (panel) => panel.getByRole('checkbox', { name: 'С проживанием' }).uncheck());
    await expect(page).toHaveURL(
      /\/ru\/english\/\?accommodation=false&sort=cheapfirst$|\/ru\/english\/\?sort=cheapfirst&accommodation=false$/,
    );
  });

  test('keeps the header and the control bar in view while scrolling, except on the largest screens', async ({
    page,
  }) => {
    await openSearchPage(page, '/ru/english/');
    const bar = page.locator('.search-bar');
    const position = await bar.evaluate((node) => getComputedStyle(node).position);
    expect(position).toBe(isPhone(page) ? 'sticky' : 'static');
    if (isPhone(page)) {
      await page.evaluate(() => window.scrollTo(0, 2500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
      await expect(page.getByRole('button', { name: 'Фильтры' })).toBeInViewport();
      await expect(page.getByRole('link', { name: 'LinguaTrips', exact: true })).toBeInViewport();
    }
  });

  test('shows no visa help outside ru', async ({ page }) => {
    await openSearchPage(page, '/en/english/united_kingdom/');
    await expect(page.getByText('4 schools', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Visa/ })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('the newsletter', () => {
  test('asks for the privacy agreement, asks to confirm by mail, and then stays hidden', async ({
    page,
    context,
    site,
  }, testInfo) => {
    test.slow();
    const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;
    await openSearchPage(page, '/ru/english/');
    const form = page.getByRole('form', { name: 'Скидки и новости языковых школ' });
    await form.getByLabel('Электронная почта').fill(email);
    await form.getByRole('button', { name: 'Подписаться' }).click();
    await expect(form.getByRole('alert')).toHaveText('Обязательное поле.');
    await expectAccessible(page);

    await form.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check();
    await form.getByRole('button', { name: 'Подписаться' }).click();
    // Double opt-in: the form says to look for the confirmation mail.
    await expect(
      page.getByText('Почти готово: мы отправили вам письмо. Откройте ссылку в нём, чтобы подтвердить подписку.'),
    ).toBeVisible();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'hnsf');
    expect(cookie?.value).toBe('1');
    // The page asks for 1095 days (the component test checks the max-age it writes); Chromium
    // keeps no cookie longer than 400 days and shortens it to that.
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(399);
    await expectAccessible(page);

    await page.reload();
    await expect(results(page).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Скидки и новости языковых школ' })).toHaveCount(0);

    // The request is in the site's database, pending until the link is followed. Asking again
    // gets the same answer, which tells nobody anything.
    const stored = await site.server.db
      .select({
        email: newsletterSubscriptions.email,
        culture: newsletterSubscriptions.culture,
        status: newsletterSubscriptions.status,
        consentedAt: newsletterSubscriptions.consentedAt,
      })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(stored).toEqual([{ email, culture: 'ru', status: 'pending', consentedAt: null }]);
    const again = await page.request.post(
      `/api/services/subscribetonewsletter/?email=${encodeURIComponent(email.toUpperCase())}&culture=ru`,
    );
    expect(await again.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        message: 'Почти готово: мы отправили вам письмо. Откройте ссылку в нём, чтобы подтвердить подписку.',
      },
    });
  });

  test('closes for 7 days', async ({ page, context }) => {
    await openSearchPage(page, '/ru/english/');
    // A tap that lands while React is still attaching the form's handlers does nothing, as it would
    // for a visitor, who taps again: so does the test.
    const newsletter = page.getByRole('region', { name: 'Скидки и новости языковых школ' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Закрыть форму рассылки' }).click({ timeout: 2_000 });
      await expect(newsletter).toHaveCount(0, { timeout: 2_000 });
    }).toPass();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'hnsf');
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86_400)).toBe(7);
  });
});

test.describe('the static search page', () => {
  test('takes the island over without moving anything', async ({ page }) => {
    // Hold the island's code back to see the static page first, then let it hydrate.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/_astro\/SearchIsland\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/ru/english/');
    const watched = [
      page.getByRole('heading', { level: 1 }),
      results(page).getByRole('article').first(),
      results(page).getByRole('region', { name: 'Скидки и новости языковых школ' }),
      page.getByRole('navigation', { name: 'Страницы результатов' }),
    ];
    const boxes = async () => Promise.all(watched.map((locator) => locator.boundingBox()));
    const before = await boxes();
    expect(await page.locator('astro-island[ssr]').count()).toBe(1);
    release();
    await page.getByRole('heading', { level: 1 }).hover();
    await searchHydrated(page);
    expect(await boxes()).toEqual(before);
  });
});

test.describe('the search island', () => {
  const panelCode = /\/_astro\/SearchIsland\.[^/]+\.js$/;

  test('runs no React until the visitor touches the page, then takes over', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (panelCode.test(path) || path.endsWith('.json')) fetched.push(path);
    });
    await page.goto('/ru/english/');
    await page.waitForLoadState('load');
    await expect(page.locator('astro-island[component-url*="SearchIsland"][ssr]')).toHaveCount(1);
    expect(fetched).toEqual([]);
    await page.getByRole('heading', { level: 1 }).hover();
    await searchHydrated(page);
    // Its code, then its texts (one file a culture) and the page's view, written beside the page.
    expect(fetched).toHaveLength(3);
    expect(fetched.filter((path) => !panelCode.test(path)).sort()).toEqual([
      '/ru/english/search.json',
      '/ru/search-dictionary.json',
    ]);
  });

  test('starts at once when the browser keeps a display currency the static cards do not show', async ({ page }) => {
    await page.goto('/ru/english/');
    await page.evaluate(() => window.localStorage.setItem('linguatrips.currency', 'GBP'));
    await page.reload();
    await searchHydrated(page);
    await expect(results(page).getByText(/≈/).first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages through every school of the default search by the static pages, with working links', async ({ page }) => {
    await page.goto('/ru/english/');
    const all = await api(page, 'culture=ru&language=english');
    const total = all.exact.schoolsCount + all.approximate.schoolsCount;
    await expect(page.getByText(`${all.exact.schoolsCount} школ`, { exact: true })).toBeVisible();
    const seen = new Set<string>();
    for (let number = 1; ; number++) {
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(Math.min(10, total - (number - 1) * 10));
      for (const name of await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-labelledby')!)))
        seen.add(name);
      const next = page
        .getByRole('navigation', { name: 'Страницы результатов' })
        .getByRole('link', { name: 'Следующая страница →' });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/ru/english/page/${number + 1}/$`));
      await expect(page).toHaveTitle(new RegExp(`Страница ${number + 1} из`));
    }
    expect(seen.size).toBe(total);
  });

  test('hides the controls that need JavaScript', async ({ page }) => {
    await page.goto('/ru/english/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Фильтры' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Скидки и новости языковых школ' })).toHaveCount(0);
    // The results take the place of the hidden filters: they start where the heading does.
    const box = await page.getByRole('region', { name: 'Школы' }).boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(box!.x).toBeCloseTo(heading!.x, 0);
  });

  test('the search page lists every school of a small place, with working links', async ({ page }) => {
    await page.goto('/ru/english/united_kingdom/');
    const all = await api(page, 'culture=ru&language=english&country=united_kingdom');
    await expect(page.getByText(`${all.exact.schoolsCount} школы`, { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(all.exact.schoolsCount + all.approximate.schoolsCount);
    // The static page's default search (two weeks, with accommodation) seeds the school page's cart.
    await expect(page.getByRole('link', { name: 'Marlowe House School of English' })).toHaveAttribute(
      'href',
      '/ru/english/united_kingdom/london/marlowe_house_english_london/?c.weeks=2&a.on=true',
    );
    await expect(page.getByRole('link', { name: /Лондон/ }).first()).toHaveAttribute(
      'href',
      '/ru/english/united_kingdom/london/',
    );
  });
});

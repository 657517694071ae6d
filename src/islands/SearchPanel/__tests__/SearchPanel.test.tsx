// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FindSchoolsAnswer } from '#domain/search/search-answer.ts';
import type { SearchView } from '#domain/search/search-view.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { pickDictionary } from '#i18n/pick-dictionary.ts';
import { SEARCH_ISLAND_KEY_PREFIXES } from '../island-keys.ts';
import SearchPanel from '../SearchPanel.tsx';
import {
  card,
  cards,
  englishView,
  fakeBrowser,
  FILTER_DATA,
  ok,
  type FakeBrowser,
} from '#stores/search/__tests__/search-fixtures.ts';

const dictionary = pickDictionary(getDictionary('ru'), SEARCH_ISLAND_KEY_PREFIXES);

const answer = (exact: number, fields: Partial<FindSchoolsAnswer> = {}): FindSchoolsAnswer => ({
  currency: { symbol: '€', isoCode: 'EUR' },
  exact: { items: cards(1, Math.min(exact, 10)), schoolsCount: exact },
  approximate: { items: [], schoolsCount: 0 },
  page: 1,
  pageSize: 10,
  hasMore: exact > 10,
  ...fields,
});

/** Answers findschools with `found`, the header with the place, and filter data. */
const api = (found: (url: URL) => FindSchoolsAnswer) => (url: URL) => {
  if (url.pathname === '/api/search/findschools/') return ok(found(url));
  if (url.pathname === '/api/search/header/')
    return ok({
      title: `T ${url.searchParams.get('country') ?? ''}`,
      header: `H ${url.searchParams.get('country') ?? url.searchParams.get('name') ?? ''}`.trim(),
    });
  if (url.pathname === '/api/search/filterdata/')
    return ok({
      ...FILTER_DATA,
      regions: { ...FILTER_DATA.regions, language: { name: 'Испанский', url: 'spanish' }, countries: [] },
    });
  return undefined;
};

async function show(view: SearchView, browser: FakeBrowser) {
  const result = render(
    <SearchPanel
      culture="ru"
      dictionary={dictionary}
      initial={view}
      environments={{ search: browser.search, newsletter: browser.newsletter }}
    />,
  );
  await act(async () => {});
  return result;
}

/** Waits for the island's requests and renders to settle. */
const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

/** The order of the result cards and placeholders, as names. */
function resultOrder(): string[] {
  const list = screen.getByRole('region', { name: 'Школы' }).querySelector('.cards')!;
  return [...list.children].map((child) => child.getAttribute('aria-labelledby') ?? '');
}

afterEach(cleanup);

describe('the search island', () => {
  it('shows the static page’s results, the pluralised count and the placeholders after every 3 at 12 or more', async () => {
    await show(englishView(14), fakeBrowser(api(() => answer(0))));
    expect(screen.getByRole('heading', { level: 1, name: 'Изучайте английский за рубежом' })).toBeTruthy();
    expect(screen.getByText('14 школ')).toBeTruthy();
    // Ten a page: the similar schools come on the second page.
    expect(resultOrder()).toEqual([
      'school-1',
      'school-2',
      'school-3',
      'newsletter-title',
      'school-4',
      'school-5',
      'school-6',
      'advantages-title',
      'school-7',
      'school-8',
      'school-9',
      'school-10',
    ]);
    expect(screen.queryByRole('heading', { name: 'Похожие школы' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it("fetches the first card's photo first (the page's largest picture), the next one at once, and the rest when scrolled to", async () => {
    await show(englishView(14), fakeBrowser(api(() => answer(0))));
    const photos = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(photos.map((photo) => [photo.getAttribute('fetchpriority'), photo.getAttribute('loading')])).toEqual([
      ['high', 'eager'],
      [null, 'eager'],
      ...Array.from({ length: 8 }, () => [null, 'lazy']),
    ]);
  });

  it('shows the similar schools after the exact ones, on the same page when there is room', async () => {
    await show(englishView(4), fakeBrowser(api(() => answer(0))));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Похожие школы' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'School 100' }).getAttribute('href')).toBe(
      '/ru/english/malta/sliema/school_100/?c.weeks=2&a.on=true',
    );
    expect(screen.queryByRole('navigation', { name: 'Страницы результатов' })).toBeNull();
  });

  it('puts placeholders after every 2 below 12 results, with visa help second in ru when the country has it', async () => {
    const view = {
      ...englishView(7, { country: 'malta' }),
      visa: {
        country: 'malta',
        countryName: 'Мальта',
        summary: { text: 'Нужна виза.', lang: 'ru' as const },
        requirements: [{ text: 'Паспорт', lang: 'ru' as const }],
        processingTime: { text: '15 дней', lang: 'ru' as const },
        officialUrl: 'https://example.org/',
      },
    };
    await show(
      view,
      fakeBrowser(
        api(() => answer(0)),
        { path: '/ru/english/malta/' },
      ),
    );
    expect(screen.getByText('7 школ')).toBeTruthy();
    expect(resultOrder()).toEqual([
      'school-1',
      'school-2',
      'newsletter-title',
      'school-3',
      'school-4',
      'visa-title',
      'school-5',
      'school-6',
      'advantages-title',
      'school-7',
    ]);
    expect(screen.getByRole('heading', { name: 'Виза: Мальта' })).toBeTruthy();
  });

  it('filters by country at once on desktop: one new address, results, header and canonical place', async () => {
    const browser = fakeBrowser(api((url) => answer(url.searchParams.get('country') === 'malta' ? 3 : 0)));
    await show(englishView(14), browser);
    fireEvent.click(screen.getByRole('button', { name: /^Страна/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Мальта' }));
    await settle();
    expect(browser.history.map((entry) => entry.url)).toEqual(['/ru/english/malta/']);
    expect(browser.requests[0]).toBe('scroll to top');
    expect(browser.requests).toContain('GET /api/search/findschools/?language=english&country=malta&culture=ru&page=1');
    expect(browser.requests).toContain('head T malta /ru/english/malta/');
    expect(screen.getByRole('heading', { level: 1, name: 'H malta' })).toBeTruthy();
    expect(screen.getByText('3 школы')).toBeTruthy();
    // The city selector appears only once a country is chosen.
    expect(screen.getByRole('button', { name: /^Город/ })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Навигационная цепочка' }).textContent).toContain('Мальта');
  });

  it('keeps one dropdown open at a time and closes it on a click outside or Escape', async () => {
    await show(englishView(14), fakeBrowser(api(() => answer(0))));
    fireEvent.click(screen.getByRole('button', { name: /^Страна/ }));
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^Длительность курса/ }));
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
    expect(screen.getByRole('listbox', { name: 'Длительность курса' })).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Язык/ }));
    const languages = screen.getByRole('listbox', { name: 'Язык' });
    expect(within(languages).getByRole('option', { name: 'Немецкий' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(languages, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('chooses with the keyboard', async () => {
    const browser = fakeBrowser(api(() => answer(2)));
    await show(englishView(14), browser);
    fireEvent.click(screen.getByRole('button', { name: /^Длительность курса/ }));
    const weeks = screen.getByRole('listbox', { name: 'Длительность курса' });
    fireEvent.keyDown(weeks, { key: 'ArrowDown' });
    fireEvent.keyDown(weeks, { key: 'ArrowDown' });
    fireEvent.keyDown(weeks, { key: 'Enter' });
    await settle();
    expect(browser.history.map((entry) => entry.url)).toEqual(['/ru/english/?weeks=4']);
    expect(screen.getByRole('button', { name: /^Длительность курса/ }).textContent).toBe('4 недели');
  });

  it("links each card to the school page with the search's weeks and housing wish, and says what the all-in price includes (issue 29)", async () => {
    const view = (accommodation: boolean): SearchView => ({
      ...englishView(0, { weeks: 4, accommodation }),
      results: {
        exact: [card(1, { weeks: 4 }), card(2, { weeks: 4, hasAccommodation: false })],
        exactCount: 2,
        approximate: [],
        approximateCount: 0,
        currency: { symbol: '€', isoCode: 'EUR' },
        displayCurrency: null,
        page: 1,
        hasMore: false,
      },
    });
    await show(
      view(true),
      fakeBrowser(
        api(() => answer(2)),
        { path: '/ru/english/?weeks=4' },
      ),
    );
    expect(screen.getByRole('link', { name: 'School 1' }).getAttribute('href')).toBe(
      '/ru/english/malta/sliema/school_1/?c.weeks=4&a.on=true',
    );
    // A school without housing is not asked for it.
    expect(screen.getByRole('link', { name: 'School 2' }).getAttribute('href')).toBe(
      '/ru/english/malta/sliema/school_2/?c.weeks=4',
    );
    const price = within(screen.getByRole('article', { name: 'School 1' })).getByText(/^от /);
    expect(price.textContent).toMatch(
      /^от 500\s€ за 4 недели обучение, сборы школы и сбор за подбор жилья включены; проживание оплачивается отдельно$/,
    );
    // School 2 has no housing: no placement fee in its price.
    expect(within(screen.getByRole('article', { name: 'School 2' })).getByText(/^от /).textContent).toMatch(
      /недели обучение и сборы школы включены$/,
    );
    cleanup();
    // Housing not asked for in the search: the school page opens as it would.
    await show(
      view(false),
      fakeBrowser(
        api(() => answer(2)),
        { path: '/ru/english/?weeks=4&accommodation=false' },
      ),
    );
    expect(screen.getByRole('link', { name: 'School 1' }).getAttribute('href')).toBe(
      '/ru/english/malta/sliema/school_1/?c.weeks=4',
    );
  });

  it('resets country and city when the language changes, and reloads the regions', async () => {
    const browser = fakeBrowser(
      api(() => answer(2)),
      { path: '/ru/english/malta/sliema/' },
    );
    await show(englishView(14, { country: 'malta', city: 'sliema' }), browser);
    fireEvent.click(screen.getByRole('button', { name: /^Язык/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Испанский' }));
    await settle();
    expect(browser.history.map((entry) => entry.url)).toEqual(['/ru/spanish/']);
    expect(browser.requests).toContain(
      'GET /api/search/filterdata/?culture=ru&language=spanish&schooltype=languageschool',
    );
    expect(screen.queryByRole('button', { name: /^Город/ })).toBeNull();
    // The indicator goes off 150 ms after a load that reloaded the regions.
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    expect(browser.timers.map((timer) => timer.ms)).toEqual([150]);
    act(() => browser.runTimers());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('searches by name with every other filter reset, on Enter', async () => {
    const browser = fakeBrowser(
      api(() => answer(1)),
      { path: '/ru/english/malta/?weeks=6&budgetary=true' },
    );
    await show(englishView(14, { country: 'malta', weeks: 6, budgetary: true }), browser);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Название школы' }), { target: { value: 'Harbour' } });
    fireEvent.submit(screen.getByRole('search'));
    await settle();
    expect(browser.history.map((entry) => entry.url)).toEqual(['/ru/english/?name=harbour']);
    expect(browser.requests).toContain('GET /api/search/findschools/?language=english&name=harbour&culture=ru&page=1');
    expect(screen.getByRole('button', { name: 'Сбросить поиск по названию' })).toBeTruthy();
  });

  it('does nothing for an empty name', async () => {
    const browser = fakeBrowser(api(() => answer(1)));
    await show(englishView(14), browser);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Название школы' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Искать по названию' }));
    await settle();
    expect(browser.history).toEqual([]);
  });

  it('says nothing found, without a count, with the link back to the language', async () => {
    const browser = fakeBrowser(api(() => answer(0)));
    await show(englishView(14), browser);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выгодная цена' }));
    await settle();
    expect(screen.queryByText(/школ/, { selector: '.count-line' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ничего не найдено' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Показать все школы для этого языка' }).getAttribute('href')).toBe(
      '/ru/english/',
    );
  });

  it('links every page of the results to its static page and pages through the API without a reload', async () => {
    const browser = fakeBrowser(
      api((url) =>
        url.searchParams.get('page') === '2'
          ? answer(14, {
              exact: { items: cards(11, 4), schoolsCount: 14 },
              approximate: { items: [card(200)], schoolsCount: 1 },
              page: 2,
              hasMore: false,
            })
          : answer(14, { approximate: { items: [], schoolsCount: 1 } }),
      ),
      { path: '/ru/english/?sort=cheapfirst' },
    );
    await show(englishView(14, { sort: 'cheapFirst' }), browser);
    const paging = screen.getByRole('navigation', { name: 'Страницы результатов' });
    expect(within(paging).getByText('Страница 1 из 2')).toBeTruthy();
    expect(within(paging).getByRole('link', { name: 'Страница 1' }).getAttribute('aria-current')).toBe('page');
    const next = within(paging).getByRole('link', { name: 'Следующая страница →' });
    expect(next.getAttribute('href')).toBe('/ru/english/page/2/?sort=cheapfirst');
    expect(next.getAttribute('rel')).toBe('next');
    expect(within(paging).queryByRole('link', { name: /Предыдущая/ })).toBeNull();

    fireEvent.click(next);
    await settle();
    expect(browser.requests).toContain(
      'GET /api/search/findschools/?language=english&sort=cheapfirst&culture=ru&page=2',
    );
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Похожие школы' })).toBeTruthy();
    expect(browser.history.map((entry) => entry.url)).toEqual(['/ru/english/page/2/?sort=cheapfirst']);
    expect(browser.search.location()).toEqual({ pathname: '/ru/english/page/2/', search: '?sort=cheapfirst' });
    expect(browser.requests).toContain('head Английский за рубежом /ru/english/page/2/ prev /ru/english/');
    // The count is the search's, not the page's.
    expect(screen.getByText('14 школ')).toBeTruthy();
    const back = within(screen.getByRole('navigation', { name: 'Страницы результатов' })).getByRole('link', {
      name: '← Предыдущая страница',
    });
    expect(back.getAttribute('href')).toBe('/ru/english/?sort=cheapfirst');

    // A new filter starts again at the first page.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Средний возраст 30+' }));
    await settle();
    expect(browser.history.at(-1)?.url).toBe('/ru/english/?sort=cheapfirst&avgage30=true');
  });

  it('opens the page its address names, as a reload of /page/2/ does', async () => {
    const browser = fakeBrowser(
      api((url) =>
        answer(14, {
          exact: { items: cards(11, 4), schoolsCount: 14 },
          approximate: { items: [], schoolsCount: 0 },
          page: Number(url.searchParams.get('page')),
          hasMore: false,
        }),
      ),
      { path: '/ru/english/page/2/?weeks=4' },
    );
    await show(englishView(14), browser);
    await settle();
    expect(browser.requests).toContain('GET /api/search/findschools/?language=english&weeks=4&culture=ru&page=2');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(browser.search.location()).toEqual({ pathname: '/ru/english/page/2/', search: '?weeks=4' });
  });

  it('restores an earlier state on back without asking the API', async () => {
    const browser = fakeBrowser(api(() => answer(3)));
    const initial = englishView(14);
    await show(initial, browser);
    fireEvent.click(screen.getByRole('button', { name: /^Сортировка Сначала/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Сначала недорогие' }));
    await settle();
    expect(screen.getByText('3 школы')).toBeTruthy();
    const before = browser.requests.length;
    act(() => browser.popState({ search: initial }, '/ru/english/'));
    expect(screen.getByText('14 школ')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Сортировка Сначала/ }).textContent).toBe('Сначала популярные');
    expect(browser.requests.slice(before).filter((request) => request.startsWith('GET'))).toEqual([]);
  });

  it('on small screens edits in a full-screen overlay applied by Show, and back to the list drops the changes', async () => {
    const browser = fakeBrowser(api(() => answer(5)));
    browser.small = true;
    await show(englishView(14), browser);
    fireEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    const dialog = screen.getByRole('dialog', { name: 'Фильтры' });
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'В центре города' }));
    await settle();
    expect(browser.history).toEqual([]);
    fireEvent.click(within(dialog).getByRole('link', { name: /Назад к списку школ/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    const again = screen.getByRole('dialog', { name: 'Фильтры' });
    expect((within(again).getByRole('checkbox', { name: 'В центре города' }) as HTMLInputElement).checked).toBe(false);
    // Show says what the draft will list, counted by the API with the draft's filters (issue 29).
    expect(within(again).getByRole('button', { name: 'Показать 14 школ' })).toBeTruthy();
    fireEvent.click(within(again).getByRole('checkbox', { name: 'Средний возраст 30+' }));
    await settle();
    expect(browser.requests).toContain('GET /api/search/findschools/?language=english&avgage30=true&culture=ru&page=1');
    fireEvent.click(within(again).getByRole('button', { name: 'Показать 5 школ' }));
    await settle();
    expect(browser.history.map((entry) => entry.url)).toEqual(['/ru/english/?avgage30=true']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the cards in the display currency chosen in a cart and shows it with ≈ beside the school currency', async () => {
    const converted = card(1, { displayPrice: { amount: 430_00, currency: { symbol: '£', isoCode: 'GBP' } } });
    const browser = fakeBrowser(
      api(() => answer(1, { exact: { items: [converted], schoolsCount: 1 } })),
      { currency: 'GBP' },
    );
    await show(englishView(14), browser);
    await settle();
    expect(browser.requests).toContain('GET /api/search/findschools/?language=english&culture=ru&page=1&currency=GBP');
    expect(within(screen.getByRole('article', { name: 'School 1' })).getByText(/^от /).textContent).toMatch(
      /^от 500\s€ ≈ 430\s£ за 2 недели /,
    );
  });

  it('on small screens sorts in an overlay too', async () => {
    const browser = fakeBrowser(api(() => answer(5)));
    browser.small = true;
    await show(englishView(14), browser);
    fireEvent.click(screen.getByRole('button', { name: 'Сортировка' }));
    const dialog = screen.getByRole('dialog', { name: 'Сортировка' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'С высоким рейтингом' }));
    await settle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Показать 5 школ' }));
    await settle();
    expect(browser.history.map((entry) => entry.url)).toEqual(['/ru/english/?sort=highratingfirst']);
  });

  it('loads the filters of a shared address the static page did not render', async () => {
    const browser = fakeBrowser(
      api(() => answer(4)),
      { path: '/ru/english/?weeks=8&incenter=true' },
    );
    await show(englishView(14), browser);
    await settle();
    expect(browser.requests).toContain(
      'GET /api/search/findschools/?language=english&weeks=8&incenter=true&culture=ru&page=1',
    );
    expect(browser.history).toEqual([]);
    expect(screen.getByText('4 школы')).toBeTruthy();
  });

  it('shows the search error and loads again on retry', async () => {
    let fail = true;
    const browser = fakeBrowser((url) =>
      fail && url.pathname === '/api/search/findschools/'
        ? new Response('{}', { status: 500 })
        : api(() => answer(2))(url),
    );
    await show(englishView(14), browser);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выгодная цена' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Упс, что-то пошло не так');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('2 школы')).toBeTruthy();
  });
});

describe('the newsletter form', () => {
  const subscribeApi = (response: () => Response) => (url: URL) =>
    url.pathname === '/api/services/subscribetonewsletter/' ? response() : undefined;
  const form = () => screen.getByRole('form', { name: 'Скидки и новости языковых школ' });
  const fill = (email: string, privacy: boolean) => {
    fireEvent.change(within(form()).getByLabelText('Электронная почта'), { target: { value: email } });
    if (privacy)
      fireEvent.click(within(form()).getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }));
    fireEvent.submit(form());
  };

  it('asks for the privacy agreement before sending anything', async () => {
    const browser = fakeBrowser(subscribeApi(() => ok({ status: 'ok', message: 'Спасибо!' })));
    await show(englishView(14), browser);
    fill('anna@example.com', false);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Обязательное поле.');
    expect(browser.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('subscribes, shows the server message and sets hnsf=1 for 1095 days', async () => {
    const browser = fakeBrowser(
      subscribeApi(() => ok({ status: 'ok', message: 'Спасибо! Вы подписались на рассылку.' })),
    );
    await show(englishView(14), browser);
    fill('Anna@Example.com', true);
    await settle();
    expect(browser.requests).toContain('POST /api/services/subscribetonewsletter/?email=Anna%40Example.com&culture=ru');
    expect(screen.getByText('Спасибо! Вы подписались на рассылку.')).toBeTruthy();
    expect(browser.cookies).toEqual(['hnsf=1; max-age=94608000; path=/; samesite=lax']);
  });

  it('shows the server message of a status other than ok, and the generic error for a failed request', async () => {
    let response = () => ok({ status: 'blocked', message: 'Адрес заблокирован' });
    const browser = fakeBrowser(subscribeApi(() => response()));
    await show(englishView(14), browser);
    fill('anna@example.com', true);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Адрес заблокирован');
    response = () => new Response('{}', { status: 502 });
    fireEvent.submit(form());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Ой, что-то пошло не так. Попробуйте ещё раз');
    expect(browser.cookies).toEqual([]);
  });

  it('closes for 7 days, and stays hidden while the cookie is set', async () => {
    const browser = fakeBrowser(() => undefined);
    await show(englishView(14), browser);
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть форму рассылки' }));
    expect(screen.queryByRole('form', { name: 'Скидки и новости языковых школ' })).toBeNull();
    expect(browser.cookies).toEqual(['hnsf=1; max-age=604800; path=/; samesite=lax']);
    cleanup();
    await show(
      englishView(14),
      fakeBrowser(() => undefined, { cookies: 'a=b; hnsf=1' }),
    );
    expect(screen.queryByRole('form', { name: 'Скидки и новости языковых школ' })).toBeNull();
    // Its place stays: the placeholders after it do not move.
    expect(resultOrder().slice(0, 7)).toEqual([
      'school-1',
      'school-2',
      'school-3',
      'school-4',
      'school-5',
      'school-6',
      'advantages-title',
    ]);
  });
});

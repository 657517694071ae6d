import { describe, expect, it } from 'vitest';
import type { FindSchoolsAnswer } from '#domain/search/search-answer.ts';
import { englishView, fakeBrowser, ok } from './search-fixtures.ts';
import { createSearchStore } from '../create-search-store.ts';

const found = (count: number): FindSchoolsAnswer => ({
  currency: { symbol: '€', isoCode: 'EUR' },
  exact: { items: [], schoolsCount: count },
  approximate: { items: [], schoolsCount: 0 },
  page: 1,
  pageSize: 10,
  hasMore: false,
});
const tick = () => new Promise((done) => setTimeout(done, 0));

describe('the search store', () => {
  it('shows only the last of quick changes: an earlier answer arriving late is dropped', async () => {
    const pending: ((response: Response) => void)[] = [];
    const browser = fakeBrowser(
      (url, init) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          pending.push(() => resolve(ok(found(Number(url.searchParams.get('weeks'))))));
        }),
    );
    const store = createSearchStore('ru', englishView(14));
    store.start(browser.search);
    store.changeFilter({ weeks: 3 });
    store.changeFilter({ weeks: 5 });
    pending.at(-1)!(new Response());
    pending[0]!(new Response());
    await tick();
    expect(store.$view.get().results.exactCount).toBe(5);
    expect(browser.history.map((entry) => entry.url)).toEqual(['/ru/english/?weeks=3', '/ru/english/?weeks=5']);
    expect(store.$error.get()).toBeNull();
  });

  it('loads the address of a back step that carries no stored view', async () => {
    const browser = fakeBrowser((url) =>
      url.pathname === '/api/search/findschools/' ? ok(found(7)) : ok({ title: 't', header: 'h' }),
    );
    const store = createSearchStore('ru', englishView(14));
    store.start(browser.search);
    browser.popState(null, '/ru/english/malta/?weeks=9');
    await tick();
    expect(store.$view.get().filters).toMatchObject({ country: 'malta', weeks: 9 });
    expect(store.$view.get().results.exactCount).toBe(7);
  });

  it('shows the view stored in the history when the page is reloaded, without asking the API', () => {
    const stored = englishView(3, { weeks: 6 });
    const browser = fakeBrowser(() => undefined, { path: '/ru/english/?weeks=6' });
    browser.search.replaceState({ search: stored }, '/ru/english/?weeks=6');
    const store = createSearchStore('ru', englishView(14));
    store.start(browser.search);
    expect(store.$view.get()).toBe(stored);
    expect(browser.requests.filter((request) => request.startsWith('GET'))).toEqual([]);
  });

  it('stores the static view in the first history entry, so back to it needs no request', () => {
    const browser = fakeBrowser(() => undefined, { path: '/ru/english/?utm_source=mail' });
    const initial = englishView(14);
    createSearchStore('ru', initial).start(browser.search);
    expect(browser.search.historyState()).toEqual({ search: initial });
    expect(browser.search.location()).toEqual({ pathname: '/ru/english/', search: '?utm_source=mail' });
  });

  it('goes to another page of the same search as a new history entry, and ignores pages that do not exist', async () => {
    const browser = fakeBrowser((url) => ok({ ...found(14), page: Number(url.searchParams.get('page')) }));
    const store = createSearchStore('ru', englishView(14));
    store.start(browser.search);
    store.goToPage(0);
    store.goToPage(1);
    store.goToPage(3);
    store.goToPage(1.5);
    expect(browser.requests.filter((request) => request.startsWith('GET'))).toEqual([]);
    store.goToPage(2);
    await tick();
    expect(store.$view.get().results.page).toBe(2);
    expect(browser.history.map((entry) => entry.url)).toEqual(['/ru/english/page/2/']);
    expect(browser.requests).toContain('head Английский за рубежом /ru/english/page/2/ prev /ru/english/');
  });

  it("loads the page of a back step's address when it carries no stored view", async () => {
    const browser = fakeBrowser((url) =>
      url.pathname === '/api/search/findschools/'
        ? ok({ ...found(31), page: Number(url.searchParams.get('page')) })
        : ok({ title: 't', header: 'h' }),
    );
    const store = createSearchStore('ru', englishView(14));
    store.start(browser.search);
    browser.popState(null, '/ru/english/malta/page/3/?weeks=9');
    await tick();
    expect(browser.requests).toContain(
      'GET /api/search/findschools/?language=english&country=malta&weeks=9&culture=ru&page=3',
    );
    expect(store.$view.get().results.page).toBe(3);
    expect(browser.requests).toContain(
      'head t /ru/english/malta/page/3/ prev /ru/english/malta/page/2/ next /ru/english/malta/page/4/',
    );
  });
});

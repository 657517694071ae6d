import type { SearchCard } from '#domain/search/search-answer.ts';
import { defaultSearchFilters, type SearchFilters } from '#domain/search/search-filters.ts';
import type { SearchView } from '#domain/search/search-view.ts';
import type { NewsletterEnvironment } from '#stores/newsletter/create-newsletter-store.ts';
import type { SearchEnvironment } from '../search-environment.ts';

/** A found school as the API answers it; Malta by default. */
export function card(id: number, fields: Partial<SearchCard> = {}): SearchCard {
  return {
    id,
    slug: `school_${id}`,
    name: `School ${id}`,
    programmeTypes: ['languageschool'],
    languages: ['english'],
    language: 'english',
    country: 'malta',
    countryName: 'Мальта',
    city: 'sliema',
    cityName: 'Слима',
    minAge: 16,
    price: 500_00,
    weeks: 2,
    currency: { symbol: '€', isoCode: 'EUR' },
    displayPrice: null,
    returnDeposit: false,
    isSuperDiscount: false,
    meanRating: 4.5,
    r_count: 2,
    photoStoragePath: `/photos/schools/school_${id}/1.webp`,
    link: `english/malta/sliema/school_${id}/`,
    hasAccommodation: true,
    popularity: 1000 - id,
    isBudgetary: false,
    fewRussianSpeakers: false,
    isAvgAge30: false,
    isInCenterOfCity: false,
    accreditations: [],
    missed: [],
    ...fields,
  };
}

export const cards = (from: number, count: number, fields: Partial<SearchCard> = {}) =>
  Array.from({ length: count }, (_, i) => card(from + i, fields));

export const FILTER_DATA = {
  languages: [
    { url: 'english', name: 'Английский', schools: 20 },
    { url: 'spanish', name: 'Испанский', schools: 3 },
    { url: 'german', name: 'Немецкий', schools: 0 },
  ],
  regions: {
    language: { name: 'Английский', url: 'english' },
    countries: [
      {
        name: 'Мальта',
        nameEn: 'Malta',
        url: 'malta',
        schools: 14,
        cities: [
          { name: 'Сент-Джулианс', nameEn: "St Julian's", url: 'st_julians', schools: 5 },
          { name: 'Слима', nameEn: 'Sliema', url: 'sliema', schools: 9 },
        ],
      },
      {
        name: 'Великобритания',
        nameEn: 'United Kingdom',
        url: 'united_kingdom',
        schools: 6,
        cities: [{ name: 'Лондон', nameEn: 'London', url: 'london', schools: 6 }],
      },
    ],
  },
};

/** The default view of /ru/english/ (its first page of ten) with `exact` exact schools and two similar ones. */
export function englishView(exact = 14, filters: Partial<SearchFilters> = {}): SearchView {
  const shown = Math.min(exact, 10);
  return {
    filters: { ...defaultSearchFilters({ language: 'english' }), ...filters },
    results: {
      exact: cards(1, shown),
      exactCount: exact,
      approximate: cards(100, Math.min(2, 10 - shown), { missed: ['accommodation'] }),
      approximateCount: 2,
      currency: { symbol: '€', isoCode: 'EUR' },
      displayCurrency: null,
      page: 1,
      hasMore: exact + 2 > 10,
    },
    header: { title: 'Английский за рубежом', header: 'Изучайте английский за рубежом' },
    filterData: FILTER_DATA,
    visa: null,
  };
}

export interface FakeBrowser {
  search: SearchEnvironment;
  newsletter: NewsletterEnvironment;
  requests: string[];
  history: { url: string; state: unknown }[];
  cookies: string[];
  timers: { callback: () => void; ms: number }[];
  small: boolean;
  popState(state: unknown, url: string): void;
  runTimers(): void;
}

type Route = (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined;

/** A browser for the island: records requests, history and cookies; answers through `route`. */
export function fakeBrowser(
  route: Route,
  options: { path?: string; cookies?: string; currency?: string } = {},
): FakeBrowser {
  let location = new URL(`http://localhost${options.path ?? '/ru/english/'}`);
  let state: unknown = null;
  let popListener: ((state: unknown) => void) | null = null;
  const fake: FakeBrowser = {
    requests: [],
    history: [],
    cookies: [],
    timers: [],
    small: false,
    search: {
      async fetch(input, init) {
        const url = new URL(String(input), 'http://localhost');
        fake.requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
        const answer = await route(url, init);
        if (!answer) throw new Error(`no fake answer for ${url}`);
        return answer;
      },
      location: () => ({ pathname: location.pathname, search: location.search }),
      savedCurrency: () => options.currency ?? null,
      historyState: () => state,
      pushState(next, url) {
        location = new URL(url, location);
        state = next;
        fake.history.push({ url, state: next });
      },
      replaceState(next, url) {
        location = new URL(url, location);
        state = next;
      },
      onPopState(listener) {
        popListener = listener;
        return () => {
          popListener = null;
        };
      },
      scrollToTop: () => fake.requests.push('scroll to top'),
      isSmallScreen: () => fake.small,
      updateHead: ({ title, path, prev, next }) =>
        fake.requests.push(`head ${title} ${path}${prev ? ` prev ${prev}` : ''}${next ? ` next ${next}` : ''}`),
      setTimeout(callback, ms) {
        const timer = { callback, ms };
        fake.timers.push(timer);
        return timer;
      },
      clearTimeout(handle) {
        fake.timers = fake.timers.filter((timer) => timer !== handle);
      },
    },
    newsletter: {
      fetch: (input, init) => fake.search.fetch(input, init),
      readCookies: () => options.cookies ?? '',
      writeCookie: (cookie) => {
        fake.cookies.push(cookie);
      },
    },
    popState(next, url) {
      location = new URL(url, location);
      state = next;
      popListener?.(next);
    },
    runTimers() {
      const due = fake.timers;
      fake.timers = [];
      for (const timer of due) timer.callback();
    },
  };
  return fake;
}

/** An API answer in the spec's envelope. */
export const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

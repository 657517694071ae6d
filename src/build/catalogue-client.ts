/**
 * The build's view of the catalogue API. Pages call these functions; each one asks the API
 * path the browser islands use. With CATALOGUE_API_URL set the build fetches a deployed API;
 * otherwise it starts the API in this process once (against the local database) and calls
 * `app.request()`. The lists many pages share are memoised by path; one page's own answers (a
 * school, its reviews, a page of search results) are not: kept, 16,000 school pages' data held
 * the build near 3 GB for nothing, as no page asks for them twice. School pages are read in
 * slices of the render order (getSchoolPage), so memory holds about a hundred at a time.
 */
import { CULTURES, DEFAULT_CULTURE, type Culture } from '../domain/culture.ts';
import { utcToday } from '../domain/dates/calendar.ts';
import { schoolPath, type SchoolRoute } from '../domain/routes/school-routes.ts';
import type {
  ApiEnvelope,
  RecentReviewData,
  RegionsData,
  ReviewsPageData,
  SchoolCard,
  SchoolData,
  SeoHeader,
} from '../domain/catalogue/api-types.ts';
import type { Rates } from '../domain/catalogue/rates-schema.ts';
import { loadConfig } from '../server/config/env.ts';
import { renderedSchoolRoutes } from './render-share.ts';

export interface LanguageSummary {
  url: string;
  name: string;
  schools: number;
}

export type ReviewsPage = ReviewsPageData;

interface InProcessApi {
  app: { request(path: string): Response | Promise<Response> };
  db: Parameters<SchoolPagesModule['loadSchoolPages']>[0];
  photoAddress: NonNullable<Parameters<SchoolPagesModule['loadSchoolPages']>[1]['photoAddress']>;
  close(): Promise<void> | void;
}

// Kept on globalThis so the build hook in astro.config.mjs (a different module instance) can close it.
const API_KEY = Symbol.for('linguatrips.build.catalogue-api');
const CACHE_KEY = Symbol.for('linguatrips.build.catalogue-cache');
const SCHOOL_PAGES_KEY = Symbol.for('linguatrips.build.school-pages');
const SCHOOL_CARDS_KEY = Symbol.for('linguatrips.build.school-cards');
type SchoolPagesModule = typeof import('../server/catalogue/load-school-pages.ts');
type SchoolCardsModule = typeof import('../server/catalogue/list-school-cards.ts');
type SchoolPageAnswers = { school: SchoolData; reviews: ReviewsPage };

/** The school pages read in process and not yet rendered. */
interface SchoolPageSlices {
  /** Each school route's place in the render order (schoolPath without a culture → index in getSchoolRoutes). */
  positions: Map<string, number>;
  routes: readonly SchoolRoute[];
  /** Per culture and review count, the positions whose school has been read (or is being read). */
  read: Map<string, Set<number>>;
  /** Read and not yet handed out, by culture, review count and slug, with the pages still to take it. */
  waiting: Map<string, { page: Promise<SchoolPageAnswers | undefined>; pages: number }>;
}

type BuildGlobals = {
  [API_KEY]?: Promise<InProcessApi>;
  [CACHE_KEY]?: Map<string, Promise<unknown>>;
  [SCHOOL_PAGES_KEY]?: Promise<SchoolPageSlices>;
  [SCHOOL_CARDS_KEY]?: Promise<Map<Culture, SchoolCard[]>>;
};
const globals = globalThis as typeof globalThis & BuildGlobals;

/** Set by astro.config.mjs (Vite `define`); outside Vite the module sits next to this one. */
declare const __START_API_MODULE__: string | undefined;

function startApiModule(): string {
  return typeof __START_API_MODULE__ === 'string'
    ? __START_API_MODULE__
    : new URL('../server/start-server.ts', import.meta.url).href;
}

function inProcessApi(): Promise<InProcessApi> {
  // Imported by Node itself, not bundled by Vite: the API finds its SQL migrations and content
  // relative to its own files, which bundling would move.
  globals[API_KEY] ??= (
    import(/* @vite-ignore */ startApiModule()) as Promise<typeof import('../server/start-server.ts')>
  ).then(({ startApi, BUILD_PHOTO_HASHES, BUILD_SHARED_BUFFERS }) =>
    startApi({ photoHashesFile: BUILD_PHOTO_HASHES, sharedBuffers: BUILD_SHARED_BUFFERS }),
  );
  return globals[API_KEY];
}

async function request(path: string): Promise<Response> {
  const { catalogueApiUrl: origin, catalogueApiToken: token } = loadConfig();
  if (origin)
    return fetch(`${origin}${path}`, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const { app } = await inProcessApi();
  return app.request(path);
}

async function load<T>(path: string): Promise<T> {
  const response = await request(path);
  let body: ApiEnvelope<T>;
  try {
    body = (await response.json()) as ApiEnvelope<T>;
  } catch {
    throw new Error(`catalogue API ${path}: HTTP ${response.status}, not a JSON answer`);
  }
  if (!response.ok || !body.success) {
    const reason = body.success
      ? `HTTP ${response.status}`
      : `${body.error.field ? `${body.error.field}: ` : ''}${body.error.message}`;
    throw new Error(`catalogue API ${path} failed: ${reason}`);
  }
  return body.data;
}

/** GETs one page's own answer, asked for once in the build: not kept after the page. */
export const getPageDataFromApi = <T>(path: string): Promise<T> => load<T>(path);

/** GETs an API path once per build and unwraps its {success, data} envelope; throws naming the path. */
export function getFromApi<T>(path: string): Promise<T> {
  globals[CACHE_KEY] ??= new Map();
  const cache = globals[CACHE_KEY];
  let answer = cache.get(path) as Promise<T> | undefined;
  if (!answer) {
    answer = load<T>(path);
    cache.set(path, answer);
    // A failed call must not stay cached for the next attempt (dev server reloads).
    answer.catch(() => cache.delete(path));
  }
  return answer;
}

const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/** The languages taught, with their URL segment, name in the culture and school count. */
export const getLanguages = (culture: Culture) =>
  getFromApi<LanguageSummary[]>(`/api/catalogue/languages/?${query({ culture })}`);

/**
 * Every school as a search card, texts in the culture. In process, every culture's cards come from
 * one read of the schools (src/server/catalogue/list-school-cards.ts, what /api/catalogue/schools
 * answers), as the home page of each culture needs them all.
 */
export function getSchoolCards(culture: Culture): Promise<SchoolCard[]> {
  if (loadConfig().catalogueApiUrl) return getFromApi<SchoolCard[]>(`/api/catalogue/schools/?${query({ culture })}`);
  if (!globals[SCHOOL_CARDS_KEY]) {
    const cards = Promise.all([
      inProcessApi(),
      import(
        /* @vite-ignore */ new URL('./catalogue/list-school-cards.ts', startApiModule()).href
      ) as Promise<SchoolCardsModule>,
    ]).then(([api, { listSchoolCardsByCulture }]) =>
      listSchoolCardsByCulture(api.db, CULTURES, utcToday(new Date()), api.photoAddress),
    );
    globals[SCHOOL_CARDS_KEY] = cards;
    // A failed read must not stay for the next attempt (dev server reloads).
    cards.catch(() => {
      if (globals[SCHOOL_CARDS_KEY] === cards) delete globals[SCHOOL_CARDS_KEY];
    });
  }
  return globals[SCHOOL_CARDS_KEY].then((cards) => cards.get(culture)!);
}

/** Countries and cities where a language is taught. */
/** The home page's recent approved reviews, of different schools, the culture's own first. */
export const getRecentReviews = (culture: Culture, count: number) =>
  getFromApi<RecentReviewData[]>(`/api/catalogue/reviews/?${query({ culture, count: String(count) })}`);

export const getRegions = (culture: Culture, language: string) =>
  getFromApi<RegionsData>(`/api/search/loadregionsforlanguage/?${query({ culture, language })}`);

/** Title and heading of a search page. */
export const getSeoHeader = (
  culture: Culture,
  place: { language: string; country?: string | undefined; city?: string | undefined },
) =>
  getFromApi<SeoHeader>(
    `/api/search/header/?${query({ culture, language: place.language, country: place.country, city: place.city })}`,
  );

/** The home page's title, heading and body text, or null when the culture has none. */
export const getHomeSeo = (culture: Culture) =>
  getFromApi<SeoHeader | null>(`/api/search/homeheader/?${query({ culture })}`);

/** Everything the school page shows. */
export const getSchool = (culture: Culture, slug: string) =>
  getPageDataFromApi<SchoolData>(`/api/school/data/?${query({ culture, name: slug })}`);

/**
 * The school page routes this render renders (one per school and language it teaches:
 * src/build/render-share.ts), in the order schoolStaticPaths gives them to Astro, which renders
 * them in that order. Slugs and places are the same in every culture; one culture's cards give every route.
 */
export const getSchoolRoutes = async (): Promise<readonly SchoolRoute[]> =>
  renderedSchoolRoutes(await getSchoolCards(DEFAULT_CULTURE));

/** School pages read at once in process: ≈ 100 KB of page data each, so ≈ 10 MB a slice. */
export const SCHOOL_PAGES_SLICE = 100;

function schoolPageSlices(): Promise<SchoolPageSlices> {
  globals[SCHOOL_PAGES_KEY] ??= getSchoolRoutes().then((routes) => ({
    routes,
    positions: new Map(routes.map((route, index) => [schoolPath('', route), index])),
    read: new Map(),
    waiting: new Map(),
  }));
  return globals[SCHOOL_PAGES_KEY];
}

/**
 * A school page's data and its first reviews. In process, the page's school and those of the
 * next SCHOOL_PAGES_SLICE routes in render order are read at once
 * (src/server/catalogue/load-school-pages.ts, a few queries instead of eight per page) and each
 * answer is handed out to its pages and dropped, so memory holds a slice, whatever the catalogue
 * (reading a whole culture at once held ≈ 250 MB at 2,000 schools). From a deployed API, or for
 * a page asked twice as a dev server may, school by school.
 */
export async function getSchoolPage(
  culture: Culture,
  route: SchoolRoute,
  reviewsCount: number,
): Promise<SchoolPageAnswers> {
  if (!loadConfig().catalogueApiUrl) {
    const slices = await schoolPageSlices();
    const key = `${culture} ${reviewsCount}`;
    const position = slices.positions.get(schoolPath('', route));
    let read = slices.read.get(key);
    if (!read) slices.read.set(key, (read = new Set()));
    if (position !== undefined && !read.has(position)) {
      const slice: SchoolRoute[] = [];
      for (let index = position; index < slices.routes.length && slice.length < SCHOOL_PAGES_SLICE; index += 1) {
        if (read.has(index)) continue;
        read.add(index);
        slice.push(slices.routes[index]!);
      }
      const slugs = [...new Set(slice.map((one) => one.school))];
      const pages = Promise.all([
        inProcessApi(),
        import(
          /* @vite-ignore */ new URL('./catalogue/load-school-pages.ts', startApiModule()).href
        ) as Promise<SchoolPagesModule>,
      ]).then(([api, { loadSchoolPages }]) =>
        loadSchoolPages(api.db, {
          culture,
          blobStorageUrl: loadConfig().blobStorageUrl,
          reviewsCount,
          photoAddress: api.photoAddress,
          slugs,
        }),
      );
      for (const one of slice) {
        const waitingKey = `${key} ${one.school}`;
        let waiting = slices.waiting.get(waitingKey);
        if (!waiting) {
          waiting = { page: pages.then((all) => all.get(one.school)), pages: 0 };
          // Its page awaits it; a failed read fails that page, not the process.
          waiting.page.catch(() => undefined);
          slices.waiting.set(waitingKey, waiting);
        }
        waiting.pages += 1;
      }
    }
    const waitingKey = `${key} ${route.school}`;
    const waiting = slices.waiting.get(waitingKey);
    if (waiting) {
      waiting.pages -= 1;
      if (waiting.pages === 0) slices.waiting.delete(waitingKey);
      const page = await waiting.page;
      if (page) return page;
    }
  }
  const school = await getSchool(culture, route.school);
  return { school, reviews: await getReviews(culture, school.id, reviewsCount, 0) };
}

/** One page of a school's approved reviews, newest first. */
export const getReviews = (culture: Culture, schoolId: number, count: number, offset: number) =>
  getPageDataFromApi<ReviewsPage>(`/api/school/reviews/?${query({ culture, schoolid: schoolId, count, offset })}`);

/** The UI dictionary the islands use. */
export const getTranslates = (culture: Culture) =>
  getFromApi<Record<string, string>>(`/api/search/translates/?${query({ culture })}`);

/** The currency rates the cart converts with (embedded in each school page). */
export const getRates = () => getFromApi<Rates>('/api/rates/');

/** Closes the in-process API if the build started one (called when the build is done). */
export async function closeCatalogueApi(): Promise<void> {
  const api = globals[API_KEY];
  delete globals[API_KEY];
  delete globals[CACHE_KEY];
  delete globals[SCHOOL_PAGES_KEY];
  delete globals[SCHOOL_CARDS_KEY];
  if (api) await (await api).close();
}

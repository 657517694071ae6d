/**
 * The build's view of the catalogue API. Pages call these functions; each one asks the API
 * path the browser islands use. With CATALOGUE_API_URL set the build fetches a deployed API;
 * otherwise it starts the API in this process once (against the local database) and calls
 * `app.request()`. The lists many pages share are memoised by path; one page's own answers (a
 * school, its reviews, a page of search results) are not: kept, 16,000 school pages' data held
 * the build near 3 GB for nothing, as no page asks for them twice.
 */
import type { Culture } from '../domain/culture.ts';
import type { ApiEnvelope, RecentReviewData, RegionsData, ReviewsPageData, SchoolCard, SchoolData, SeoHeader } from '../domain/catalogue/api-types.ts';
import type { Rates } from '../domain/catalogue/rates-schema.ts';
import { loadConfig } from '../server/config/env.ts';

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
type SchoolPagesModule = typeof import('../server/services/load-school-pages.ts');
type SchoolPages = Awaited<ReturnType<SchoolPagesModule['loadSchoolPages']>>;
type BuildGlobals = {
  [API_KEY]?: Promise<InProcessApi>;
  [CACHE_KEY]?: Map<string, Promise<unknown>>;
  [SCHOOL_PAGES_KEY]?: Map<string, Promise<SchoolPages>>;
};
const globals = globalThis as typeof globalThis & BuildGlobals;

/** Set by astro.config.mjs (Vite `define`); outside Vite the module sits next to this one. */
declare const __START_API_MODULE__: string | undefined;

function startApiModule(): string {
  return typeof __START_API_MODULE__ === 'string' ? __START_API_MODULE__ : new URL('../server/start-api.ts', import.meta.url).href;
}

function inProcessApi(): Promise<InProcessApi> {
  // Imported by Node itself, not bundled by Vite: the API finds its SQL migrations and content
  // relative to its own files, which bundling would move.
  globals[API_KEY] ??= (import(/* @vite-ignore */ startApiModule()) as Promise<typeof import('../server/start-api.ts')>).then(({ startApi, BUILD_PHOTO_HASHES }) =>
    startApi({ photoHashesFile: BUILD_PHOTO_HASHES }),
  );
  return globals[API_KEY];
}

async function request(path: string): Promise<Response> {
  const origin = loadConfig().catalogueApiUrl;
  if (origin) return fetch(`${origin}${path}`, { headers: { accept: 'application/json' } });
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
    const reason = body.success ? `HTTP ${response.status}` : `${body.error.field ? `${body.error.field}: ` : ''}${body.error.message}`;
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
  new URLSearchParams(Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();

/** The languages taught, with their URL segment, name in the culture and school count. */
export const getLanguages = (culture: Culture) => getFromApi<LanguageSummary[]>(`/api/catalogue/languages/?${query({ culture })}`);

/** Every school as a search card, texts in the culture. */
export const getSchoolCards = (culture: Culture) => getFromApi<SchoolCard[]>(`/api/catalogue/schools/?${query({ culture })}`);

/** Countries and cities where a language is taught. */
/** The home page's recent approved reviews, of different schools, the culture's own first. */
export const getRecentReviews = (culture: Culture, count: number) => getFromApi<RecentReviewData[]>(`/api/catalogue/reviews/?${query({ culture, count: String(count) })}`);

export const getRegions = (culture: Culture, language: string) =>
  getFromApi<RegionsData>(`/api/search/loadregionsforlanguage/?${query({ culture, language })}`);

/** Title and heading of a search page. */
export const getSeoHeader = (culture: Culture, place: { language: string; country?: string | undefined; city?: string | undefined }) =>
  getFromApi<SeoHeader>(`/api/search/header/?${query({ culture, language: place.language, country: place.country, city: place.city })}`);

/** The home page's title, heading and body text, or null when the culture has none. */
export const getHomeSeo = (culture: Culture) => getFromApi<SeoHeader | null>(`/api/search/homeheader/?${query({ culture })}`);

/** Everything the school page shows. */
export const getSchool = (culture: Culture, slug: string) => getPageDataFromApi<SchoolData>(`/api/school/data/?${query({ culture, name: slug })}`);

/**
 * A school page's data and its first reviews. In process, every school of the culture is read at
 * once (src/server/services/load-school-pages.ts, a few queries instead of eight per page) and
 * each school's answers are handed out once and dropped, so memory holds at most the cultures
 * being rendered; from a deployed API (or asked twice, as a dev server may), school by school.
 */
export async function getSchoolPage(culture: Culture, slug: string, reviewsCount: number): Promise<{ school: SchoolData; reviews: ReviewsPage }> {
  if (!loadConfig().catalogueApiUrl) {
    globals[SCHOOL_PAGES_KEY] ??= new Map();
    const loads = globals[SCHOOL_PAGES_KEY];
    const key = `${culture} ${reviewsCount}`;
    let load = loads.get(key);
    if (!load) {
      load = Promise.all([inProcessApi(), import(/* @vite-ignore */ new URL('./services/load-school-pages.ts', startApiModule()).href) as Promise<SchoolPagesModule>]).then(
        ([api, { loadSchoolPages }]) => loadSchoolPages(api.db, { culture, blobStorageUrl: loadConfig().blobStorageUrl, reviewsCount, photoAddress: api.photoAddress }),
      );
      loads.set(key, load);
      load.catch(() => loads.delete(key));
    }
    const pages = await load;
    const page = pages.get(slug);
    if (page) {
      pages.delete(slug);
      if (pages.size === 0) loads.delete(key);
      return page;
    }
  }
  const school = await getSchool(culture, slug);
  return { school, reviews: await getReviews(culture, school.id, reviewsCount, 0) };
}

/** One page of a school's approved reviews, newest first. */
export const getReviews = (culture: Culture, schoolId: number, count: number, offset: number) =>
  getPageDataFromApi<ReviewsPage>(`/api/school/reviews/?${query({ culture, schoolid: schoolId, count, offset })}`);

/** The UI dictionary the islands use. */
export const getTranslates = (culture: Culture) => getFromApi<Record<string, string>>(`/api/search/translates/?${query({ culture })}`);

/** The currency rates the cart converts with (embedded in each school page). */
export const getRates = () => getFromApi<Rates>('/api/rates/');

/** Closes the in-process API if the build started one (called when the build is done). */
export async function closeCatalogueApi(): Promise<void> {
  const api = globals[API_KEY];
  delete globals[API_KEY];
  delete globals[CACHE_KEY];
  delete globals[SCHOOL_PAGES_KEY];
  if (api) await (await api).close();
}

import type { Currency } from '#domain/catalogue/api-types.ts';
import { cityName, countryName } from '#domain/catalogue/place-names.ts';
import { currencyOf } from '#domain/catalogue/currency-of.ts';
import type { Places } from '#domain/catalogue/place-schema.ts';
import type { ReviewStars } from '#domain/catalogue/review-stars.ts';
import { schoolRating } from '#domain/catalogue/school-rating.ts';
import type { Culture } from '#domain/culture.ts';
import type { Rates } from '#domain/catalogue/rates-schema.ts';
import type { SearchEntry } from '#domain/search/search-entry.ts';
import { toSearchEntry } from '#domain/search/to-search-entry.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { isoDay, systemClock, type Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { approvedReviewStars } from '../reviews/index.ts';
import { getCatalogueVersion } from './queries/get-catalogue-version.ts';
import { getPlaces } from './queries/get-places.ts';
import { getRates } from './queries/get-rates.ts';
import { forEachSchoolBatch } from './queries/list-schools.ts';
import { plainPhotoAddress, type PhotoAddress } from '#domain/photos/photo-address.ts';

/** Names and symbols of one culture, worked out once per copy: Intl is too slow to ask per card. */
export interface CultureNames {
  country(slug: string): string;
  city(slug: string): string;
  currency(isoCode: string): Currency;
}

/** One loaded copy of the catalogue as search reads it. */
export interface SearchCatalogue {
  version: number;
  /** Every school, most popular first. */
  entries: readonly SearchEntry[];
  places: Places;
  /** The rates of the copy: card prices convert into a display currency, and the price filter reads in it, with them. */
  rates: Pick<Rates, 'base' | 'rates'>;
  names(culture: Culture): CultureNames;
  /** A per-copy memo for answers that only depend on the copy (filter data), dropped with it. */
  memo<T>(key: string, make: () => T): T;
}

/**
 * The search view of the catalogue, held in memory by each API process: a search filters and
 * ranks every school of a language, which costs CPU only when the schools are already prepared.
 */
export interface SearchIndex {
  /** The current copy; the first call loads it, later ones may start a refresh in the background. */
  current(): Promise<SearchCatalogue>;
}

export interface SearchIndexOptions {
  /** How often a request may look whether catalogue_version moved (default 1 s). */
  checkEveryMs?: number;
  /** Reload even without a new version after this long, for newly approved reviews (default 5 min). */
  maxAgeMs?: number;
  log?: (message: string) => void;
  /** Milliseconds of a monotonic clock; tests move it. */
  now?: () => number;
  /** Where the results' photos are linked (their content-hashed copies); plain addresses by default. */
  photoAddress?: PhotoAddress;
  /** Whose day picks the price list the cards show (shownPriceList); the system clock by default. */
  clock?: Clock;
}

function namesFor(places: Places, culture: Culture): CultureNames {
  const countries = new Map(places.countries.map((c) => [c.slug, countryName(c.iso, culture)]));
  const cities = new Map(places.cities.map((c) => [c.slug, cityName(c, culture)]));
  const currencies = new Map<string, Currency>();
  return {
    country: (slug) => countries.get(slug) ?? slug,
    city: (slug) => cities.get(slug) ?? slug,
    currency(isoCode) {
      let currency = currencies.get(isoCode);
      if (!currency) {
        currency = currencyOf(isoCode, culture);
        currencies.set(isoCode, currency);
      }
      return currency;
    },
  };
}

async function loadCatalogue(db: Database, photoAddress: PhotoAddress, clock: Clock): Promise<SearchCatalogue> {
  // The version first: a seed committing in between leaves a copy newer than its version, which
  // the next check reloads once more; the other order could keep old schools under a new version.
  const version = (await getCatalogueVersion(db)).version;
  const [places, rates, stars] = await Promise.all([getPlaces(db), getRates(db), approvedReviewStars(db)]);
  const starsBySchool = new Map<number, ReviewStars[]>();
  for (const review of stars) {
    const list = starsBySchool.get(review.schoolId);
    if (list) list.push(review);
    else starsBySchool.set(review.schoolId, [review]);
  }
  // Batch by batch: the copy keeps the search entries, not every school's whole content.
  const entries: SearchEntry[] = [];
  // 'From' prices of the list a page shows today; the index is rebuilt at least every maxAgeMs.
  const today = isoDay(clock());
  await forEachSchoolBatch(db, (batch) => {
    for (const school of batch) {
      const own = starsBySchool.get(school.id) ?? [];
      entries.push(
        toSearchEntry(shownPricedSchool(school, today), {
          meanRating: schoolRating(own).overall,
          reviewsCount: own.length,
          rates,
          photoAddress,
        }),
      );
    }
  });
  const names = new Map<Culture, CultureNames>();
  const memo = new Map<string, unknown>();
  return {
    version,
    entries,
    places,
    rates,
    names(culture) {
      let found = names.get(culture);
      if (!found) {
        found = namesFor(places, culture);
        names.set(culture, found);
      }
      return found;
    },
    memo<T>(key: string, make: () => T): T {
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key) as T;
    },
  };
}

/**
 * Loads the catalogue on first use and keeps it current without a timer: a request finding the
 * last check older than `checkEveryMs` starts one in the background (it never waits for it) and
 * the copy is replaced as a whole when catalogue_version has moved or the copy is `maxAgeMs` old.
 * So nothing needs closing, and no query runs when nobody searches.
 */
export function createSearchIndex(db: Database, options: SearchIndexOptions = {}): SearchIndex {
  const checkEveryMs = options.checkEveryMs ?? 1000;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const log = options.log ?? ((message: string) => console.error(message));
  const now = options.now ?? (() => performance.now());
  let copy: SearchCatalogue | null = null;
  let loadedAt = 0;
  let checkedAt = 0;
  let first: Promise<SearchCatalogue> | null = null;
  let refreshing = false;

  const load = async () => {
    const started = now();
    const loaded = await loadCatalogue(db, options.photoAddress ?? plainPhotoAddress, options.clock ?? systemClock);
    copy = loaded;
    loadedAt = started;
    checkedAt = started;
    return loaded;
  };

  const refresh = async (current: SearchCatalogue) => {
    try {
      const { version } = await getCatalogueVersion(db);
      if (version !== current.version || now() - loadedAt >= maxAgeMs) await load();
    } catch (error) {
      log(`search index: refresh failed, still serving version ${current.version}: ${String(error)}`);
    } finally {
      refreshing = false;
    }
  };

  return {
    async current() {
      if (!copy) {
        // Concurrent first searches share one load; a failed load is tried again by the next one.
        first ??= load().finally(() => {
          first = null;
        });
        return first;
      }
      if (!refreshing && now() - checkedAt >= checkEveryMs) {
        refreshing = true;
        checkedAt = now();
        void refresh(copy);
      }
      return copy;
    },
  };
}

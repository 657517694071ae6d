import { currencyOf } from '#domain/catalogue/currency-of.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { CartSchool } from '#domain/cart/cart-school.ts';
import type { Culture } from '#domain/culture.ts';
import type { Database } from '../db/database.ts';
import { listenCatalogueChanges, type CatalogueListener, type ListenOptions } from './listen-catalogue-changes.ts';
import { getCatalogueVersion } from './queries/get-catalogue-version.ts';
import { listSchools } from './queries/list-schools.ts';
import { toCartSchool } from '#domain/catalogue/to-cart-school.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { isoDay, systemClock, type Clock } from '../clock.ts';

/**
 * The pricing view of every school, held in memory by each API process. A price is asked for on
 * every click in the cart, so it must cost CPU only: no database round trip, no re-deriving the
 * school. The copy is loaded on first use and replaced as a whole when the catalogue changes.
 */
export interface PricingCatalogue {
  /** A school's pricing view with the currency symbol of a culture; undefined when there is no such school. */
  school(id: number, culture: Culture): Promise<CartSchool | undefined>;
  /**
   * Loads the copy now, at start-up, so the first visitor does not wait for it and prices keep
   * coming from memory if the database goes away later.
   */
  load(): Promise<void>;
  /** The catalogue_version held in memory (0 before the first load). */
  readonly version: number;
  /** Stops listening and polling; the catalogue can no longer be used. */
  close(): Promise<void>;
}

export interface PricingCatalogueOptions {
  /**
   * How often the version is read in the background (default 1 s): the fallback for an
   * announcement that never arrived (a lost listening connection, a seed by an older tool).
   */
  pollMs?: number;
  /** How a lost listening connection is retried (PostgreSQL). */
  listen?: ListenOptions;
  /** Where problems are reported; they never reach a visitor while a copy is in memory. */
  log?: (message: string) => void;
  /** Whose day picks the list the views carry (shownPriceList); carts are priced by their dates' lists. */
  clock?: Clock;
}

interface Entry {
  base: CartSchool;
  byCulture: Map<Culture, CartSchool>;
}

// The view's own prices are the shown list's; quoteCart re-reads the list in force on the cart's dates.
function toEntry(school: SchoolContent, today: string): Entry {
  const base = toCartSchool(shownPricedSchool(school, today), currencyOf(school.currency, 'en'));
  return { base, byCulture: new Map([['en', base]]) };
}

// The symbol differs by culture (US$ or $), and Intl is too slow to ask per request: one
// shallow copy per culture and school, made when first asked.
function forCulture(entry: Entry, culture: Culture): CartSchool {
  let school = entry.byCulture.get(culture);
  if (!school) {
    school = { ...entry.base, currency: currencyOf(entry.base.currency.isoCode, culture) };
    entry.byCulture.set(culture, school);
  }
  return school;
}

/**
 * How the copy stays current (issue 3: a price changed after the last build is honoured at once):
 * - a seed that changes the catalogue bumps catalogue_version and NOTIFYs catalogue_changed in
 *   its transaction; every process LISTENs and reloads when told (PGlite and PostgreSQL alike);
 * - from the moment a change is known until the new copy is in, requests wait for it rather
 *   than price with the old one: a few milliseconds, once per change;
 * - a background poll of the version (at most once a second, never on a request's path) catches
 *   what LISTEN missed: a dropped connection (reconnected, then the version compared again), a
 *   pooler that does not pass LISTEN on, a tool that bumps the version without NOTIFY.
 * The steady state is a Map lookup.
 */
export function createPricingCatalogue(db: Database, options: PricingCatalogueOptions = {}): PricingCatalogue {
  const pollMs = options.pollMs ?? 1000;
  const log = options.log ?? ((message: string) => console.error(message));
  let entries = new Map<number, Entry>();
  let version = 0;
  let loaded = false;
  let closed = false;
  let starting: Promise<void> | null = null;
  let listening = false;
  // Set while a load runs: requests await it. `again` records a change announced during a load.
  let pending: Promise<void> | null = null;
  let again = false;
  let listener: CatalogueListener | null = null;
  let poll: NodeJS.Timeout | undefined;
  let checking = false;

  const loadNow = async () => {
    // The version is read before the schools: a seed committing in between leaves the copy
    // newer than its recorded version, and the next check reloads once more. The other order
    // could record the new version over old prices and never notice.
    const current = await getCatalogueVersion(db);
    if (loaded && current.version === version) return;
    const schools = await listSchools(db);
    const today = isoDay((options.clock ?? systemClock)());
    entries = new Map(schools.map((school) => [school.id, toEntry(school, today)]));
    version = current.version;
    loaded = true;
  };

  const reload = (): Promise<void> => {
    if (pending) {
      again = true;
      return pending;
    }
    pending = (async () => {
      try {
        do {
          again = false;
          await loadNow();
        } while (again && !closed);
      } catch (error) {
        // With a copy in memory, keep pricing from it and let the poll try again; without one,
        // the request that is waiting has nothing to price with and must fail.
        if (!loaded) throw error;
        log(`pricing catalogue: reload failed, still serving version ${version}: ${String(error)}`);
      } finally {
        pending = null;
      }
    })();
    return pending;
  };

  const check = async () => {
    if (checking || pending || closed) return;
    checking = true;
    try {
      if ((await getCatalogueVersion(db)).version !== version) await reload();
    } catch (error) {
      log(`pricing catalogue: version check failed: ${String(error)}`);
    } finally {
      checking = false;
    }
  };

  const start = async () => {
    // Listen before the first load, so a change committed during the load is announced.
    try {
      listener = await listenCatalogueChanges(
        db,
        {
          changed: () => void reload().catch(() => undefined),
          resumed: () => void check(),
          failed: (error) => log(`pricing catalogue: listening for catalogue changes failed: ${String(error)}`),
        },
        options.listen,
      );
    } catch (error) {
      log(`pricing catalogue: cannot listen for catalogue changes, relying on the version poll: ${String(error)}`);
    }
    if (closed) {
      await listener?.close();
      return;
    }
    listening = true;
    poll = setInterval(() => void check(), pollMs);
    // A background check must not keep a finished process (a test, the build) alive.
    poll.unref();
  };

  const load = async () => {
    if (closed) throw new Error('the pricing catalogue is closed');
    // Concurrent first requests share one start, so none loads before the listener is on.
    if (!listening) await (starting ??= start());
    if (pending || !loaded) await (pending ?? reload());
  };

  return {
    get version() {
      return version;
    },
    load,
    async school(id, culture) {
      await load();
      const entry = entries.get(id);
      return entry && forCulture(entry, culture);
    },
    async close() {
      closed = true;
      clearInterval(poll);
      await listener?.close();
      await pending?.catch(() => undefined);
    },
  };
}

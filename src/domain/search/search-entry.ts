import type { AccreditationBody } from '../catalogue/accreditation-bodies.ts';
import type { PromotionContent, ProgrammeType } from '../catalogue/school-schema.ts';

/** One set of all-in prices of a school, laid out as the tuition ones above. */
export interface AllInPrices {
  /** Per weeks, school currency minor units; NO_PRICE where the tuition has none. */
  byWeeks: readonly number[];
  /** The same in the rates' base currency; NO_PRICE where there is none or no rate. */
  comparableByWeeks: readonly number[];
  /** The fallback quote all-in; price 0 when the school has no price at all. */
  fallback: { price: number; weeks: number };
  comparableFallback: number;
}

/**
 * A school as the search index holds it: what filtering and ranking read, with texts and
 * prices prepared once when the catalogue is loaded. Nothing in it depends on the culture.
 */
export interface SearchEntry {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
  /** name, nameEn and slug folded by normaliseSearchText, for name search. */
  searchText: string;
  languages: readonly string[];
  country: string;
  city: string;
  programmeTypes: readonly ProgrammeType[];
  hasAccommodation: boolean;
  returnDeposit: boolean;
  budgetary: boolean;
  fewRussianSpeakers: boolean;
  avgAge30: boolean;
  inCenter: boolean;
  /** The school's accreditations and memberships (keys of ACCREDITATION_BODIES); empty for none. */
  accreditations: readonly AccreditationBody[];
  /** The calendar months (1–12) the school is adults only in (adultsOnlyMonths). */
  adultsOnlyMonths: readonly number[];
  popularity: number;
  meanRating: number;
  reviewsCount: number;
  minAge: number;
  currency: string;
  /** Cheapest course total per weeks, school currency minor units (weeklyPriceTable). */
  priceByWeeks: readonly number[];
  /**
   * The same totals converted into the rates' base currency, so prices in pounds, euros and yen
   * can be ordered against each other; NO_PRICE where there is none.
   */
  comparablePriceByWeeks: readonly number[];
  /** The card's 'from' price when the requested weeks have none (the catalogue card's quote). */
  fallbackPrice: { price: number; weeks: number };
  comparableFallbackPrice: number;
  /**
   * The all-in 'from' prices the cards show and the price sort orders by (allInPriceTable):
   * `withHousing` adds the placement fee of a school with housing, for a search that asks for it.
   */
  allIn: { withHousing: AllInPrices; withoutHousing: AllInPrices };
  promotions: readonly PromotionContent[];
  photoStoragePath: string;
}

import type { CartSchool } from '../../domain/cart/cart-school.ts';
import type { Rates } from '../../domain/catalogue/rates-schema.ts';
import type { SchoolData } from '../../domain/catalogue/api-types.ts';
import type { Culture } from '../../domain/culture.ts';
import { getDictionary } from '../../i18n/get-dictionary.ts';
import { pickDictionary } from '../../i18n/pick-dictionary.ts';
import { getLoadingTagline } from '../../i18n/get-loading-tagline.ts';
import { SCHEDULE_KEY_PREFIX } from '../../i18n/format-schedule.ts';

// The contract between the school page, which builds these props at build time, and the cart
// island, which reads them. It sits below both (islands use stores; build helpers and pages may
// not be imported by islands). The island imports its types only: cartIslandProps reads the
// dictionaries, which must stay out of the browser bundle.

/** The school as the cart island reads it: the rules, the names it shows, nothing else (the page has the texts). */
export interface CartViewSchool extends CartSchool {
  name: string;
  returnDepositOnVisaRejection: boolean;
  nonWorkingDays: SchoolData['nonWorkingDays'];
  courses: (CartSchool['courses'][number] & { name: string })[];
  accommodations: (CartSchool['accommodations'][number] & { name: string })[];
  transfers: (CartSchool['transfers'][number] & { name: string })[];
}

/** What the school page hands the cart island (serialised into the page, so kept small). */
export interface CartIslandProps {
  culture: Culture;
  school: CartViewSchool;
  /** The part of the culture's dictionary the island uses. */
  dictionary: Record<string, string>;
  rates: Rates;
  /** The school page's path (the cart's query is added to it). */
  path: string;
  /** The schools list the small-screen panel's back link returns to. */
  searchPath: string;
  /** The loading tagline in Japanese, for a visitor whose browser prefers it (spec section 1). */
  japaneseTagline: string;
}

/** The dictionary keys the cart island (and its booking modal) shows. */
export const CART_DICTIONARY_PREFIXES = [
  'cart.',
  'price.',
  'stay.',
  'bookingModal.',
  'housing.singleRoom',
  'housing.roomFor',
  'housing.enSuite',
  'housing.sharedBathroom',
  'howToBook.',
  'accommodations.',
  'validationErrors.',
  'booking.visaRefund',
  'booking.notAvailable',
  'loading.tagline',
  SCHEDULE_KEY_PREFIX,
];

/**
 * The cart island's props for a school page: the rules and names only (descriptions and prices
 * tables are in the page's HTML already), the dictionary part it needs, and the rates.
 */
export function cartIslandProps(school: SchoolData, culture: Culture, rates: Rates, paths: { path: string; searchPath: string }): CartIslandProps {
  return {
    culture,
    school: {
      id: school.id,
      name: school.name,
      currency: school.currency,
      deposit: school.deposit,
      fullPaymentRequired: school.fullPaymentRequired,
      returnDepositOnVisaRejection: school.returnDepositOnVisaRejection,
      fees: school.fees,
      nonWorkingDays: school.nonWorkingDays,
      courses: school.courses.map((c) => ({
        id: c.id,
        name: c.name,
        minWeeks: c.minWeeks,
        maxWeeks: c.maxWeeks,
        startDay: c.startDay,
        endDay: c.endDay,
        isAccommodationRequired: c.isAccommodationRequired,
        availableOnSpecificDatesOnly: c.availableOnSpecificDatesOnly,
        registrationInSpecificDates: c.registrationInSpecificDates,
        availableDates: c.availableDates,
        courseWeeks: c.courseWeeks,
        seasonSupplements: c.seasonSupplements,
      })),
      accommodations: school.accommodations.map((a) => ({
        id: a.id,
        name: a.name,
        arrivalDay: a.arrivalDay,
        departureDay: a.departureDay,
        availabilityOptions: a.availabilityOptions,
        rooms: a.rooms,
        foods: a.foods,
        prices: a.prices,
        transferRequired: a.transferRequired,
        minWeeks: a.minWeeks,
      })),
      transfers: school.transfers.map((t) => ({ id: t.id, name: t.name, oneWayPrice: t.oneWayPrice, twoWayPrice: t.twoWayPrice })),
      promotions: school.promotions.map((p) => ({ id: p.id, kind: p.kind, value: p.value, appliesTo: p.appliesTo, minWeeks: p.minWeeks, bookingWindow: p.bookingWindow, startWindow: p.startWindow })),
    },
    dictionary: pickDictionary(getDictionary(culture), CART_DICTIONARY_PREFIXES),
    rates,
    path: paths.path,
    searchPath: paths.searchPath,
    japaneseTagline: getLoadingTagline('ja'),
  };
}

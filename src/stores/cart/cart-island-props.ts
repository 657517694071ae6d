import { cartSchoolOf, type NamedCartSchool } from '#domain/cart/cart-school.ts';
import type { Rates } from '#domain/catalogue/rates-schema.ts';
import type { SchoolData } from '#domain/catalogue/api-types.ts';
import type { Culture } from '#domain/culture.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { pickDictionary } from '#i18n/pick-dictionary.ts';
import { getLoadingTagline } from '#i18n/get-loading-tagline.ts';
import { SCHEDULE_KEY_PREFIX } from '#i18n/format-schedule.ts';
import { culturePath } from '#domain/routes/site-url.ts';
import { schoolPath, type SchoolRoute } from '#domain/routes/school-routes.ts';

// The contract between the school page, which builds these props at build time, and the cart
// island, which reads them. It sits below both (islands use stores; build helpers and pages may
// not be imported by islands). The island imports its types only: cartIslandProps reads the
// dictionaries, which must stay out of the browser bundle.

/** The school as the cart island reads it: the rules, the names it shows, nothing else (the page has the texts). */
export interface CartViewSchool extends NamedCartSchool {
  name: string;
  returnDepositOnVisaRejection: boolean;
  nonWorkingDays: SchoolData['nonWorkingDays'];
}

/** What the school page hands the cart island (serialised into the page, so kept small). */
export interface CartIslandProps {
  culture: Culture;
  school: CartViewSchool;
  /**
   * The part of the culture's dictionary the island uses; without it (the school page) the island
   * reads its culture's /{culture}/cart-dictionary.json, shared by every school page.
   */
  dictionary?: Record<string, string>;
  rates: Rates;
  /** The school page's path (the cart's query is added to it). */
  path: string;
  /** The schools list the small-screen panel's back link returns to. */
  searchPath: string;
  /** The loading tagline in Japanese, for a visitor whose browser prefers it (spec section 1). */
  japaneseTagline: string;
  /** Working days within which a manager confirms a booking request (content/company.json), said above the booking button. */
  confirmationWorkingDays: number;
}

/** The dictionary keys the cart island (and its booking modal) shows. */
export const CART_DICTIONARY_PREFIXES = [
  'cart.',
  'price.',
  'stay.',
  'bookingModal.',
  'housing.singleRoom',
  'housing.roomFor',
  'housing.bookedTogether',
  'housing.minAge',
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
export function cartIslandProps(
  school: SchoolData,
  culture: Culture,
  rates: Rates,
  paths: { path: string; searchPath: string; confirmationWorkingDays: number },
): CartIslandProps {
  return {
    culture,
    school: {
      ...cartSchoolOf(school),
      name: school.name,
      returnDepositOnVisaRejection: school.returnDepositOnVisaRejection,
      nonWorkingDays: school.nonWorkingDays,
    },
    dictionary: pickDictionary(getDictionary(culture), CART_DICTIONARY_PREFIXES),
    rates,
    path: paths.path,
    searchPath: paths.searchPath,
    japaneseTagline: getLoadingTagline('ja'),
    confirmationWorkingDays: paths.confirmationWorkingDays,
  };
}

/**
 * The cart island's props for a school page at `route`, the same for the page's server render and
 * for the page's cart.json that the island reads when it starts.
 */
export function schoolPageCartProps(
  school: SchoolData,
  culture: Culture,
  route: SchoolRoute,
  settings: { rates: Rates; confirmationWorkingDays: number },
): CartIslandProps {
  return cartIslandProps(school, culture, settings.rates, {
    path: schoolPath(culture, route),
    // The schools list of the school's city: the cart panel's back link.
    searchPath: culturePath(culture, [route.language, route.country, route.city].join('/')),
    confirmationWorkingDays: settings.confirmationWorkingDays,
  });
}

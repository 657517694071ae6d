import type { CartSchool } from '../../domain/cart/cart-school.ts';
import type { Rates } from '../../domain/catalogue/rates-schema.ts';
import type { SchoolData } from '../../domain/catalogue/api-types.ts';
import type { Culture } from '../../domain/culture.ts';

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

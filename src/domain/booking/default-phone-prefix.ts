import type { Culture } from '../culture.ts';
import { PHONE_PREFIXES } from './phone-prefixes.ts';

/**
 * The code most visitors of a culture dial from: en is the United Kingdom's (the agency's own
 * market, and Americans are told apart by their time zone), pt is Brazil's (the site's
 * Portuguese is Brazilian), zh mainland China's.
 */
const CULTURE_PHONE_PREFIX: Record<Culture, string> = {
  ru: '+7',
  en: '+44',
  es: '+34',
  pt: '+55',
  de: '+49',
  fr: '+33',
  tr: '+90',
  zh: '+86',
};

// Most Kazakh numbers are mobiles, +7 7xx; +7 6xx ones are offered beside them.
const PREFERRED_FOR_COUNTRY: Readonly<Record<string, string>> = { KZ: '+77' };

/**
 * The phone code the booking form starts on: the visitor's country's when it is known and
 * offered, otherwise the culture's.
 */
export function defaultPhonePrefix(culture: Culture, visitorCountry: string | null): string {
  if (visitorCountry) {
    const country = visitorCountry.toUpperCase();
    const preferred =
      PREFERRED_FOR_COUNTRY[country] ?? PHONE_PREFIXES.find((prefix) => prefix.countries.includes(country))?.id;
    if (preferred) return preferred;
  }
  return CULTURE_PHONE_PREFIX[culture];
}

import type { Culture } from '../culture.ts';
import { showsContent } from '../culture-content.ts';

/** The countries the search page offers visa help for (spec section 2). */
export const VISA_HELP_COUNTRIES = [
  'canada',
  'united_states',
  'united_kingdom',
  'australia',
  'ireland',
  'malta',
  'france',
  'germany',
  'italy',
  'japan',
  'singapore',
] as const;

export type VisaHelpCountry = (typeof VISA_HELP_COUNTRIES)[number];

/** Whether a country slug is one of the visa help countries. */
export function isVisaHelpCountry(country: string | undefined): country is VisaHelpCountry {
  return country !== undefined && (VISA_HELP_COUNTRIES as readonly string[]).includes(country);
}

/** Visa help is shown in the ru culture only, and only on a page of one of its countries. */
export function showsVisaHelp(culture: Culture, country: string | undefined): boolean {
  return showsContent(culture, 'visaHelp') && isVisaHelpCountry(country);
}

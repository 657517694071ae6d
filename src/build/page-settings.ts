import type { Company } from '../domain/company/company-schema.ts';
import type { Culture } from '../domain/culture.ts';
import { formatSupportHours } from '../domain/company/format-support-hours.ts';
import { loadConfig } from '../server/config/env.ts';
import { getFromApi } from './catalogue-client.ts';

/** The tag manager container to load, or null: with none configured no third-party script loads (issue 4). */
export function analyticsGtmId(): string | null {
  return loadConfig().analyticsGtmId ?? null;
}

/** The map's tiles and their attribution, from the environment (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export function mapSettings(): { tileUrl: string; attribution: string } {
  const config = loadConfig();
  return { tileUrl: config.mapTileUrl, attribution: config.mapTileAttribution };
}

/** The address of a school's terms file: content/terms/<file> is published under BLOB_STORAGE_URL/terms/. */
export function termsUrl(terms: string): string {
  if (/^(https?:)?\//.test(terms)) return terms;
  return `${loadConfig().blobStorageUrl}/terms/${terms}`;
}

/** How many days after a course its booking page still shows the contact (BOOKING_PAGE_PRIVACY_DAYS), as the privacy policy states it. */
export function bookingPagePrivacyDays(): number {
  return loadConfig().bookingPagePrivacyDays;
}

/** Where a page is drawn: a page the server renders on demand is handed the server's reader (Astro.locals). */
interface PageLocals {
  company?: (() => Promise<Company>) | undefined;
}

/**
 * The agency's facts (founding year, support hours, confirmation window, team) as the catalogue
 * holds them: the office edits them. A page the server renders reads them from its database at
 * once; the build asks the catalogue API once (a deployed one with CATALOGUE_API_URL).
 */
export function company(locals?: PageLocals): Promise<Company> {
  return locals?.company ? locals.company() : getFromApi<Company>('/api/catalogue/company/');
}

const supportHoursByCompany = new WeakMap<Company, Map<Culture, ReturnType<typeof formatSupportHours>>>();

/**
 * The company's support hours in a culture's words, worked out once a culture: every page's
 * header shows them, and making their three Intl formatters anew for each page is costly work
 * repeated for the same answer.
 */
export async function supportHours(
  culture: Culture,
  locals?: PageLocals,
): Promise<ReturnType<typeof formatSupportHours>> {
  const details = await company(locals);
  let byCulture = supportHoursByCompany.get(details);
  if (!byCulture) supportHoursByCompany.set(details, (byCulture = new Map()));
  let hours = byCulture.get(culture);
  if (!hours) byCulture.set(culture, (hours = formatSupportHours(details.supportHours, culture)));
  return hours;
}

import type { Company } from '../domain/company/company-schema.ts';
import type { Culture } from '../domain/culture.ts';
import { formatSupportHours } from '../domain/company/format-support-hours.ts';
import { loadCompany } from '../server/company/index.ts';
import { loadConfig } from '../server/config/env.ts';

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

/** The agency's facts of content/company.json (founding year, support hours, team), as the pages show them. */
export function company(): Company {
  return loadCompany(loadConfig().contentDir);
}

const supportHoursByCompany = new WeakMap<Company, Map<Culture, ReturnType<typeof formatSupportHours>>>();

/**
 * The company's support hours in a culture's words, worked out once a culture: every page's
 * header shows them, and making their three Intl formatters anew for each page is costly work
 * repeated for the same answer.
 */
export function supportHours(culture: Culture): ReturnType<typeof formatSupportHours> {
  const details = company();
  let byCulture = supportHoursByCompany.get(details);
  if (!byCulture) supportHoursByCompany.set(details, (byCulture = new Map()));
  let hours = byCulture.get(culture);
  if (!hours) byCulture.set(culture, (hours = formatSupportHours(details.supportHours, culture)));
  return hours;
}

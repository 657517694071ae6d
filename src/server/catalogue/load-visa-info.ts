import { countryName } from '#domain/catalogue/place-names.ts';
import type { Culture } from '#domain/culture.ts';
import { toVisaInfo } from '#domain/search/to-visa-info.ts';
import type { VisaInfo } from '#domain/search/visa-info.ts';
import type { Database } from '../db/database.ts';
import { getPlaces } from './queries/get-places.ts';
import { getVisaHelp } from './queries/get-visa-help.ts';
import { ApiError } from '../http/api-error.ts';

/** GET /api/search/visainfo/: the visa help of a country in the culture; a country without any is a 404. */
export async function loadVisaInfo(db: Database, query: { culture: Culture; country: string }): Promise<VisaInfo> {
  const [help, places] = await Promise.all([getVisaHelp(db, query.country), getPlaces(db)]);
  if (!help) throw new ApiError(404, `no visa help for '${query.country}'`, 'name');
  const iso = places.countries.find((c) => c.slug === help.country)?.iso;
  return toVisaInfo(help, query.culture, iso ? countryName(iso, query.culture) : help.country);
}

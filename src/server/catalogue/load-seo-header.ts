import type { SeoHeader } from '#domain/catalogue/api-types.ts';
import { cityName, countryName, languageName } from '#domain/catalogue/place-names.ts';
import { seoHeader } from '#domain/catalogue/seo-header.ts';
import type { Culture } from '#domain/culture.ts';
import type { Database } from '../db/database.ts';
import { getPlaces } from './queries/get-places.ts';
import { getSeoTexts } from './queries/get-seo-texts.ts';
import { ApiError } from '../http/api-error.ts';

export interface SeoHeaderQuery {
  culture: Culture;
  language: string;
  country?: string | undefined;
  city?: string | undefined;
  name?: string | undefined;
}

/** Title and heading of a search page in a culture; a place that is not in the catalogue is a 404. */
export async function loadSeoHeader(db: Database, query: SeoHeaderQuery): Promise<SeoHeader> {
  const [places, texts] = await Promise.all([getPlaces(db), getSeoTexts(db, query.culture)]);
  const language = places.languages.find((l) => l.slug === query.language);
  if (!language) throw new ApiError(404, `no language '${query.language}' in the catalogue`, 'language');
  const country = query.country === undefined ? undefined : places.countries.find((c) => c.slug === query.country);
  if (query.country !== undefined && !country)
    throw new ApiError(404, `no country '${query.country}' in the catalogue`, 'country');
  const city =
    query.city === undefined
      ? undefined
      : places.cities.find((c) => c.slug === query.city && (!country || c.country === country.slug));
  if (query.city !== undefined && !city)
    throw new ApiError(
      404,
      `no city '${query.city}'${country ? ` in '${country.slug}'` : ''} in the catalogue`,
      'city',
    );
  if (!texts) throw new ApiError(404, `no SEO texts for culture '${query.culture}'`, 'culture');
  return seoHeader(texts, {
    language: language.slug,
    country: country?.slug,
    city: city?.slug,
    name: query.name,
    names: {
      language: languageName(language.code, query.culture),
      country: country ? countryName(country.iso, query.culture) : undefined,
      city: city ? cityName(city, query.culture) : undefined,
    },
  });
}

/** Title, heading and body text of a culture's home page, or null when the content team wrote none. */
export async function loadHomeSeo(db: Database, culture: Culture): Promise<SeoHeader | null> {
  return (await getSeoTexts(db, culture))?.home ?? null;
}

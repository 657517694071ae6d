import { z } from 'zod';
import { isTimeZone } from '../dates/time-zone.ts';
import { localizedText, slug } from './primitives.ts';

/** A language taught; `code` is the BCP 47 code Intl uses to name it in every culture. */
export const languageSchema = z.object({ slug, code: z.string().regex(/^[a-z]{2,3}$/) });

/** A country; `iso` is its ISO 3166-1 alpha-2 code, which Intl names in every culture. */
export const countrySchema = z.object({ slug, iso: z.string().regex(/^[A-Z]{2}$/) });

/** Cities need their names written: Intl knows no city names. */
export const citySchema = z.object({
  slug,
  country: slug,
  name: localizedText,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /**
   * The IANA time zone of the city's clocks ('Europe/Malta'): the schools' booking deadlines are
   * read on them. A city without one is read in UTC.
   */
  timeZone: z.string().refine(isTimeZone, { error: 'must be an IANA time zone such as Europe/Malta' }).optional(),
});

export const placesSchema = z.object({
  languages: z.array(languageSchema).min(1),
  countries: z.array(countrySchema).min(1),
  cities: z.array(citySchema).min(1),
});

export type Places = z.infer<typeof placesSchema>;
export type LanguageContent = z.infer<typeof languageSchema>;
export type CountryContent = z.infer<typeof countrySchema>;
export type CityContent = z.infer<typeof citySchema>;

import type { Culture } from '#domain/culture.ts';

/** Keys of the catalogue_documents rows: one per whole content file. */
export const CATALOGUE_DOCUMENT_KEYS = {
  places: 'places',
  rates: 'rates',
  company: 'company',
  seo: (culture: Culture) => `seo/${culture}`,
  /** One row per country with visa help (content/visa/<country>.json). */
  visa: (country: string) => `visa/${country}`,
  /** One row per country with public holidays (content/holidays/<country>.json). */
  holidays: (country: string) => `holidays/${country}`,
} as const;

import type { Culture } from '#domain/culture.ts';

/** Keys of the catalogue_documents rows: one per whole content file. */
export const CATALOGUE_DOCUMENT_KEYS = {
  places: 'places',
  rates: 'rates',
  seo: (culture: Culture) => `seo/${culture}`,
  /** One row per country with visa help (content/visa/<country>.json). */
  visa: (country: string) => `visa/${country}`,
} as const;

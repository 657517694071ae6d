import type { Culture } from '../culture.ts';

/** A country's name in a culture, from its ISO 3166-1 alpha-2 code. */
export function countryName(iso: string, culture: Culture): string {
  return new Intl.DisplayNames(culture, { type: 'region' }).of(iso) ?? iso;
}

import type { Culture } from '../culture.ts';
import type { CityContent } from './place-schema.ts';

/** A city's name as the content team wrote it for the culture, else the English one. */
export function cityName(city: Pick<CityContent, 'name'>, culture: Culture): string {
  return city.name[culture] ?? city.name.en!;
}

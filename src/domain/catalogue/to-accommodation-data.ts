import type { Culture } from '../culture.ts';
import type { AccommodationData } from './api-types.ts';
import type { AccommodationContent } from './accommodation-schema.ts';
import { housingPhotoPath } from './school-paths.ts';
import { photoEntries } from '../photos/catalogue-photo-list.ts';
import { plainPhotoAddress, type PhotoAddress } from '../photos/photo-address.ts';
import { resolveText } from './resolve-text.ts';
import { toAccommodationRules } from './to-cart-school.ts';

/** A housing option as the school page and the cart read it: texts and meal names for the culture. */
export function toAccommodationData(
  housing: AccommodationContent,
  schoolSlug: string,
  culture: Culture,
  photoAddress: PhotoAddress = plainPhotoAddress,
): AccommodationData {
  return {
    ...toAccommodationRules(housing, culture),
    name: resolveText(housing.name, culture).text,
    description: resolveText(housing.description, culture),
    type: housing.type,
    minAge: housing.minAge,
    minutesToSchool: housing.minutesToSchool,
    byTransport: housing.byTransport,
    foodDescription: resolveText(housing.foodDescription, culture),
    mainPhotoPath: photoAddress(housingPhotoPath(schoolSlug, housing)),
    photos: photoEntries(housing.photos).length,
    our: housing.our,
  };
}

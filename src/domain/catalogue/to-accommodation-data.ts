import type { Culture } from '../culture.ts';
import type { AccommodationData } from './api-types.ts';
import type { AccommodationContent } from './accommodation-schema.ts';
import { foodTypeName } from './food-type-name.ts';
import { housingPhotoPath } from './school-photo-paths.ts';
import { plainPhotoAddress, type PhotoAddress } from '../photos/photo-address.ts';
import { resolveText } from './resolve-text.ts';
import { weekdayNumber } from './weekday-number.ts';

/** A housing option as the school page and the cart read it: texts and meal names for the culture. */
export function toAccommodationData(housing: AccommodationContent, schoolSlug: string, culture: Culture, photoAddress: PhotoAddress = plainPhotoAddress): AccommodationData {
  return {
    id: housing.id,
    name: resolveText(housing.name, culture).text,
    description: resolveText(housing.description, culture),
    type: housing.type,
    minAge: housing.minAge,
    minutesToSchool: housing.minutesToSchool,
    byTransport: housing.byTransport,
    foodDescription: resolveText(housing.foodDescription, culture),
    mainPhotoPath: photoAddress(housingPhotoPath(schoolSlug, housing.id)),
    photos: housing.photos,
    arrivalDay: weekdayNumber(housing.arrivalDay),
    departureDay: weekdayNumber(housing.departureDay),
    availabilityOptions: housing.availabilityOptions,
    rooms: housing.rooms,
    foods: housing.foods.map((food) => ({ id: food.id, type: food.type, name: foodTypeName(food.type, culture) })),
    prices: housing.prices,
    our: housing.our,
    transferRequired: housing.transferRequired,
    minWeeks: housing.minWeeks,
  };
}

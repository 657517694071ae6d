import type { AccommodationPhotosData } from '#domain/catalogue/api-types.ts';
import { resolveText } from '#domain/catalogue/resolve-text.ts';
import type { Culture } from '#domain/culture.ts';
import { housingPhotoUrls } from '#domain/photos/housing-photo-urls.ts';
import type { PhotoAddress } from '#domain/photos/photo-address.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { housingPhotoKey } from '#i18n/dynamic-keys.ts';
import type { Database } from '../db/database.ts';
import { findSchoolById } from '../db/queries/find-school-by-id.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * Every photo of one housing option with its alt text in the culture. Housing ids are unique
 * only within a school, so the school is part of the address; an unknown one is a 404.
 */
export async function loadAccommodationPhotos(db: Database, query: { culture: Culture; schoolId: number; id: number; photoAddress?: PhotoAddress }): Promise<AccommodationPhotosData> {
  const school = await findSchoolById(db, query.schoolId);
  if (!school) throw new ApiError(404, `no school ${query.schoolId}`, 'schoolid');
  const housing = school.accommodations.find((candidate) => candidate.id === query.id);
  if (!housing) throw new ApiError(404, `no accommodation ${query.id} at school ${query.schoolId}`, 'id');
  const t = createTranslator(query.culture);
  const name = resolveText(housing.name, query.culture).text;
  return {
    id: housing.id,
    schoolId: school.id,
    name,
    photos: housingPhotoUrls(school.slug, housing, query.photoAddress).map((photo) => ({ ...photo, alt: t(housingPhotoKey(photo.kind), { name }) })),
  };
}

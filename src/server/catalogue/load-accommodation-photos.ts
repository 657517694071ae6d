import type { AccommodationPhotosData } from '#domain/catalogue/api-types.ts';
import {
  catalogueAccommodationId,
  HOUSING_IDS_PER_SCHOOL,
  splitCatalogueAccommodationId,
} from '#domain/catalogue/catalogue-accommodation-id.ts';
import { resolveText } from '#domain/catalogue/resolve-text.ts';
import type { Culture } from '#domain/culture.ts';
import { housingPhotoUrls } from '#domain/photos/housing-photo-urls.ts';
import type { PhotoAddress } from '#domain/photos/photo-address.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { housingPhotoKey } from '#i18n/dynamic-keys.ts';
import type { Database } from '../db/database.ts';
import { findSchoolById } from './queries/find-school-by-id.ts';
import { listSchoolsWithHousing } from './queries/list-schools-with-housing.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * Which housing a query names: `id` within `schoolid` when the school is given; otherwise `id`
 * alone (spec section 7) as the catalogue-wide id (school × 1000 + housing), or as a housing id
 * only one school has.
 */
async function resolveHousing(
  db: Database,
  query: { schoolId?: number | undefined; id: number },
): Promise<{ schoolId: number; housingId: number }> {
  if (query.schoolId !== undefined) return { schoolId: query.schoolId, housingId: query.id };
  const split = splitCatalogueAccommodationId(query.id);
  if (split) return split;
  const owners = await listSchoolsWithHousing(db, query.id);
  if (owners.length === 1) return { schoolId: owners[0]!, housingId: query.id };
  if (owners.length === 0) throw new ApiError(404, `no accommodation ${query.id}`, 'id');
  throw new ApiError(
    400,
    `accommodation id ${query.id} is used by ${owners.length} schools: send schoolid as well, or the catalogue-wide id (school id × ${HOUSING_IDS_PER_SCHOOL} + accommodation id, e.g. ${catalogueAccommodationId(owners[0]!, query.id)})`,
    'id',
  );
}

/**
 * Every photo of one housing option with its alt text in the culture. Housing ids are unique
 * only within a school: the school comes with the id, or is in it (resolveHousing above); an
 * unknown one is a 404.
 */
export async function loadAccommodationPhotos(
  db: Database,
  query: { culture: Culture; schoolId?: number | undefined; id: number; photoAddress?: PhotoAddress },
): Promise<AccommodationPhotosData> {
  const { schoolId, housingId } = await resolveHousing(db, query);
  const school = await findSchoolById(db, schoolId);
  if (!school) throw new ApiError(404, `no school ${schoolId}`, query.schoolId === undefined ? 'id' : 'schoolid');
  const housing = school.accommodations.find((candidate) => candidate.id === housingId);
  if (!housing) throw new ApiError(404, `no accommodation ${housingId} at school ${schoolId}`, 'id');
  const t = createTranslator(query.culture);
  const name = resolveText(housing.name, query.culture).text;
  return {
    id: housing.id,
    schoolId: school.id,
    catalogueId: catalogueAccommodationId(school.id, housing.id),
    name,
    photos: housingPhotoUrls(school.slug, housing, query.photoAddress).map(({ altText, ...photo }) => ({
      ...photo,
      // The office's alt text in the culture (English when it has none in it), else the drawing's kind.
      alt: altText ? resolveText(altText, query.culture).text : t(housingPhotoKey(photo.kind), { name }),
    })),
  };
}

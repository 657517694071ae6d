/**
 * A housing's id is unique within its school only; the catalogue-wide id puts the school in
 * front: school 103's housing 1 is 103001. It lets GET GetAccommodationPhotos name a housing by
 * `id` alone, as the spec's call does (section 7). Housing ids stay below this factor
 * (accommodation-schema.ts).
 */
export const HOUSING_IDS_PER_SCHOOL = 1000;

export function catalogueAccommodationId(schoolId: number, housingId: number): number {
  return schoolId * HOUSING_IDS_PER_SCHOOL + housingId;
}

/** The school and housing of a catalogue-wide id, or null for a number that is a housing id of its own. */
export function splitCatalogueAccommodationId(id: number): { schoolId: number; housingId: number } | null {
  if (id < HOUSING_IDS_PER_SCHOOL) return null;
  const housingId = id % HOUSING_IDS_PER_SCHOOL;
  return housingId === 0 ? null : { schoolId: Math.floor(id / HOUSING_IDS_PER_SCHOOL), housingId };
}

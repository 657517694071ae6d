/**
 * What each housing photo shows. The photo script draws photo k of a housing option from this
 * list and the API names it in the alt text, so picture and words always agree.
 */
export const HOUSING_PHOTO_KINDS = [
  'bedroom',
  'studyBedroom',
  'doubleBedroom',
  'kitchen',
  'livingRoom',
  'bathroom',
  'building',
  'neighbourhood',
] as const;

export type HousingPhotoKind = (typeof HOUSING_PHOTO_KINDS)[number];

// The first photo is the room itself, as students ask about the room first; the street around
// the house comes last. A housing with more photos than its list starts the list again.
const BY_TYPE: Record<string, readonly HousingPhotoKind[]> = {
  homestay: ['bedroom', 'kitchen', 'building', 'livingRoom', 'bathroom', 'neighbourhood'],
  residence: ['studyBedroom', 'kitchen', 'building', 'livingRoom', 'bathroom', 'neighbourhood'],
  apartment: ['livingRoom', 'doubleBedroom', 'kitchen', 'bathroom', 'building', 'neighbourhood'],
  hotel: ['doubleBedroom', 'bathroom', 'building', 'livingRoom', 'neighbourhood'],
  campus: ['studyBedroom', 'building', 'kitchen', 'bathroom', 'livingRoom', 'neighbourhood'],
};

/** What photo k (from 1) of a housing option of the given type shows; unknown types are drawn as a homestay. */
export function housingPhotoKind(type: string, k: number): HousingPhotoKind {
  const kinds = BY_TYPE[type] ?? (BY_TYPE.homestay as readonly HousingPhotoKind[]);
  return kinds[(k - 1) % kinds.length] as HousingPhotoKind;
}

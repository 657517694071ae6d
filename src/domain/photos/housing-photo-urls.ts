import type { HousingPhotoKind } from './housing-photo-kind.ts';
import { housingPhotoKind } from './housing-photo-kind.ts';
import { plainPhotoAddress, type PhotoAddress } from './photo-address.ts';

/** One size of a housing photo: its 1x, 2x and 3x files in WebP and JPEG. */
export interface HousingPhotoSize {
  width: number;
  height: number;
  webp: { x1: string; x2: string; x3: string };
  jpeg: { x1: string; x2: string; x3: string };
}

/** The files of one housing photo (spec section 7: 160 x 110 on wide screens, 300 x 300 on phones). */
export interface HousingPhotoUrls {
  /** From 1; photo 1 is the one the school page shows beside the housing. */
  n: number;
  kind: HousingPhotoKind;
  desktop: HousingPhotoSize;
  mobile: HousingPhotoSize;
}

/** Where the photo script puts photo n of a housing option, without size suffix or extension. */
export function housingPhotoBase(schoolSlug: string, housingId: number, n: number): string {
  return `/photos/housing/${schoolSlug}-${housingId}-${n}`;
}

function size(base: string, width: number, height: number): HousingPhotoSize {
  const files = (extension: string) => ({
    x1: `${base}.${extension}`,
    x2: `${base}@2x.${extension}`,
    x3: `${base}@3x.${extension}`,
  });
  return { width, height, webp: files('webp'), jpeg: files('jpg') };
}

/** Every photo of a housing option, in the order the photo script draws them, at the addresses `photoAddress` gives. */
export function housingPhotoUrls(
  schoolSlug: string,
  housing: { id: number; type: string; photos: number },
  photoAddress: PhotoAddress = plainPhotoAddress,
): HousingPhotoUrls[] {
  return Array.from({ length: housing.photos }, (_, index) => {
    const n = index + 1;
    const base = photoAddress(housingPhotoBase(schoolSlug, housing.id, n));
    return {
      n,
      kind: housingPhotoKind(housing.type, n),
      desktop: size(base, 160, 110),
      mobile: size(`${base}-300`, 300, 300),
    };
  });
}

import type { HousingPhotoKind } from './housing-photo-kind.ts';
import { housingPhotoKind } from './housing-photo-kind.ts';
import { plainPhotoAddress, type PhotoAddress } from './photo-address.ts';
import type { CataloguePhotos } from '../catalogue/catalogue-photo-schema.ts';
import type { LocalizedText } from '../catalogue/primitives.ts';
import { photoEntries, uploadedPhotoBase } from './catalogue-photo-list.ts';

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
  /** The alt text the office wrote for it, per culture; absent for a drawing described by its kind. */
  altText?: LocalizedText;
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

/**
 * Every photo of a housing option in its order: a drawing at the address `photoAddress` gives
 * its plain one, an upload at its hashed address. A drawing's kind is the one it was drawn as; an
 * upload takes the kind of its place in the list (an upload always has an alt text, in English at least).
 */
export function housingPhotoUrls(
  schoolSlug: string,
  housing: { id: number; type: string; photos: CataloguePhotos },
  photoAddress: PhotoAddress = plainPhotoAddress,
): HousingPhotoUrls[] {
  return photoEntries(housing.photos).map((photo, index) => {
    const n = index + 1;
    const drawn = 'drawing' in photo ? photo.drawing : n;
    const base =
      'upload' in photo
        ? uploadedPhotoBase(photo.upload, 'housing')
        : photoAddress(housingPhotoBase(schoolSlug, housing.id, photo.drawing));
    return {
      n,
      kind: housingPhotoKind(housing.type, drawn),
      ...(photo.alt ? { altText: photo.alt } : {}),
      desktop: size(base, 160, 110),
      mobile: size(`${base}-300`, 300, 300),
    };
  });
}

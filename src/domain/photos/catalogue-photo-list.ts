import type { CataloguePhoto, CataloguePhotos } from '../catalogue/catalogue-photo-schema.ts';
import { HASHED_PHOTOS_PREFIX } from './photo-address.ts';

/** The photos of a count or a list as a list: a count n is the drawings 1…n. */
export function photoEntries(photos: CataloguePhotos): CataloguePhoto[] {
  if (typeof photos === 'number') return Array.from({ length: photos }, (_, index) => ({ drawing: index + 1 }));
  return [...photos];
}

/** How many drawings the photo script draws for a count or a list: up to the highest one a list names. */
export function drawingCount(photos: CataloguePhotos): number {
  if (typeof photos === 'number') return photos;
  return photos.reduce((most, photo) => ('drawing' in photo ? Math.max(most, photo.drawing) : most), 0);
}

/** The file names of an uploaded school or housing photo inside its hashed folder, without size suffix or extension. */
export const UPLOADED_PHOTO_BASE = { school: 'schools/uploaded', housing: 'housing/uploaded' } as const;
export type CataloguePhotoKind = keyof typeof UPLOADED_PHOTO_BASE;

/** Where an uploaded photo is served, without size suffix or extension: /photos/h/<hash>/schools/uploaded. */
export function uploadedPhotoBase(hash: string, kind: CataloguePhotoKind): string {
  return `${HASHED_PHOTOS_PREFIX}${hash}/${UPLOADED_PHOTO_BASE[kind]}`;
}

import { z } from 'zod';
import { localizedText } from './primitives.ts';

/** The most photos a school's gallery (the header photo first) or a housing option shows. */
export const MAX_SCHOOL_PHOTOS = 12;
export const MAX_HOUSING_PHOTOS = 12;

/** An uploaded photo's name: the first 16 hex digits of the SHA-256 of its files, as the photo script hashes a drawing. */
export const PHOTO_HASH = /^[0-9a-f]{16}$/;

/**
 * One photo of a list: a drawing of the demo catalogue (photo n the photo script draws for the
 * school or housing) or a photo uploaded in the office, named by the hash of its files. Alt texts
 * are per culture, English required; a drawing without one is described by the page's own words.
 */
export const cataloguePhotoSchema = z.union(
  [
    z.strictObject({ drawing: z.number().int().min(1), alt: localizedText.optional() }),
    z.strictObject({
      upload: z.string().regex(PHOTO_HASH, { error: 'must be the 16-character hash of an uploaded photo' }),
      alt: localizedText,
    }),
  ],
  { error: 'must be { drawing: n } or { upload: "<hash>", alt: { en: "…" } }' },
);
export type CataloguePhoto = z.infer<typeof cataloguePhotoSchema>;

/**
 * A school's photos: a count (the drawings 1…n, what the demo catalogue writes, so its files stay
 * as they are) or the list the office writes once someone uploads, reorders or describes one.
 */
export const schoolPhotosSchema = z.union([
  z.number().int().min(1).max(MAX_SCHOOL_PHOTOS),
  z
    .array(cataloguePhotoSchema)
    .min(1, { error: 'needs at least one photo (the first is the header photo)' })
    .max(MAX_SCHOOL_PHOTOS, { error: `at most ${MAX_SCHOOL_PHOTOS} photos` }),
]);

/** A housing option's photos: a count of drawings (two by default) or a list, as a school's. */
export const housingPhotosSchema = z
  .union([
    z.number().int().min(0),
    z.array(cataloguePhotoSchema).max(MAX_HOUSING_PHOTOS, { error: `at most ${MAX_HOUSING_PHOTOS} photos` }),
  ])
  .default(2);

export type CataloguePhotos = number | readonly CataloguePhoto[];

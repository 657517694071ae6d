import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { MAX_CATALOGUE_PHOTO_BYTES, MAX_CATALOGUE_PHOTO_PIXELS } from '#domain/photos/catalogue-photo-rules.ts';
import { UPLOADED_PHOTO_BASE, type CataloguePhotoKind } from '#domain/photos/catalogue-photo-list.ts';
import { housingPhotoFilesAt, PHOTO_MASTER, schoolPhotoFilesAt, type PhotoFile } from '#domain/photos/photo-files.ts';
import { acceptedPhotoTypes } from './accepted-photo-types.ts';
import { encodePhotoSizes } from './encode-photo-sizes.ts';
import { hashPhotoFiles } from './hash-photo-files.ts';

/** One file of an uploaded photo as stored and served: its name inside the photo's hashed folder, and its bytes. */
export interface CataloguePhotoFile extends PhotoFile {
  bytes: Buffer;
}

/** Why a file is refused, for the form to say and the API to answer. */
export type PhotoRefusal = 'empty' | 'tooBig' | 'tooManyPixels' | 'notImage' | 'unsupportedType' | 'unreadable';

export type ProcessedCataloguePhoto =
  | { kind: 'processed'; hash: string; files: CataloguePhotoFile[] }
  | { kind: 'refused'; reason: PhotoRefusal; message: string };

const MEGABYTES = MAX_CATALOGUE_PHOTO_BYTES / 1024 / 1024;
const MEGAPIXELS = MAX_CATALOGUE_PHOTO_PIXELS / 1_000_000;

const refused = (reason: PhotoRefusal, message: string): ProcessedCataloguePhoto => ({
  kind: 'refused',
  reason,
  message,
});

/**
 * A photo uploaded in the office made into the site's files for a school's gallery or a housing
 * option: its type is decided by its bytes (never by its name or the browser's word), it is
 * refused when over the byte limit or the pixel limit (judged from the header, before a pixel is
 * decoded), when it is no image, an image of a type not taken, or does not decode; otherwise it
 * is decoded once, turned upright by its EXIF orientation, laid on white, cropped to the master
 * size from the centre, and encoded in every size and format the photo script makes for a
 * drawing (encodePhotoSizes), named by the same hash (hashPhotoFiles). Nothing of the file but its
 * pixels survives: no EXIF, no GPS, no XMP, no ICC profile (the pixels are turned into sRGB).
 */
export async function processCataloguePhoto(
  bytes: Uint8Array,
  kind: CataloguePhotoKind,
): Promise<ProcessedCataloguePhoto> {
  const accepted = acceptedPhotoTypes();
  const names = accepted.map((type) => type.name).join(', ');
  if (bytes.byteLength === 0) return refused('empty', 'the file is empty: choose a photo');
  if (bytes.byteLength > MAX_CATALOGUE_PHOTO_BYTES)
    return refused('tooBig', `the file is too big: a photo may be at most ${MEGABYTES} MB`);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return refused('notImage', `the file is not an image: send a photo as ${names}`);
  }
  // A HEIF file is AVIF or HEIC by its compression: the library may read one and not the other.
  const typeName =
    metadata.format === 'heif' ? (metadata.compression === 'hevc' ? 'HEIC' : 'AVIF') : (metadata.format ?? '');
  const known = accepted.some((type) =>
    type.format === 'heif' ? type.name === typeName : type.format === metadata.format,
  );
  if (!known)
    return refused(
      'unsupportedType',
      `${typeName.toUpperCase() || 'this type of image'} is not a type this site takes: send the photo as ${names}`,
    );
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_CATALOGUE_PHOTO_PIXELS)
    return refused('tooManyPixels', `the photo is too big: at most ${MEGAPIXELS} megapixels`);
  const master = PHOTO_MASTER[kind];
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_CATALOGUE_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .resize(master.width, master.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return refused('unreadable', `the photo could not be read (a damaged file?): send it again as ${names}`);
  }
  const files =
    kind === 'school'
      ? schoolPhotoFilesAt(UPLOADED_PHOTO_BASE.school)
      : housingPhotoFilesAt(UPLOADED_PHOTO_BASE.housing);
  const encoded = await encodePhotoSizes(decoded, files);
  const stored = files.map((file, index) => ({ ...file, bytes: encoded[index]! }));
  return { kind: 'processed', hash: hashPhotoFiles(stored.map(({ file, bytes }) => ({ file, bytes }))), files: stored };
}

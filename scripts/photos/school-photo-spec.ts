import { readFileSync } from 'node:fs';
import { cataloguePhotoSchema } from '#domain/catalogue/catalogue-photo-schema.ts';
import { drawingCount } from '#domain/photos/catalogue-photo-list.ts';

/** The part of a school file the photo script needs. */
export type SchoolPhotoSpec = {
  slug: string;
  photos: number;
  accommodations: { id: number; type: string; photos: number }[];
  /** In ms: photos older than this (the school file's or the drawing code's time) are drawn again. */
  sourceTime: number;
};

const SAFE_SLUG = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * Reads the photo counts of one school file. Only these fields are checked, and only so far as
 * file names depend on them: the full schema check belongs to the content loader.
 */
export function readSchoolPhotoSpec(file: string, sourceTime: number): SchoolPhotoSpec {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  const school = data as { slug?: unknown; photos?: unknown; accommodations?: unknown };
  if (typeof school.slug !== 'string' || !SAFE_SLUG.test(school.slug))
    throw new Error(`${file}: slug must be lower-case letters, digits, '_' or '-'`);
  const photos = drawings(school.photos);
  if (photos === null) throw new Error(`${file}: photos must be a whole number from 0 or a list of photos`);
  const accommodations = school.accommodations ?? [];
  if (!Array.isArray(accommodations)) throw new Error(`${file}: accommodations must be a list`);
  return {
    slug: school.slug,
    photos,
    sourceTime,
    accommodations: accommodations.map((housing: { id?: unknown; type?: unknown; photos?: unknown }, index) => {
      if (!Number.isInteger(housing.id) || (housing.id as number) < 1)
        throw new Error(`${file}: accommodations.${index}.id must be a positive whole number`);
      // The schema's default: housing without a photo count has two photos.
      const photos = drawings(housing.photos ?? 2);
      if (photos === null)
        throw new Error(`${file}: accommodations.${index}.photos must be a whole number from 0 or a list of photos`);
      return { id: housing.id as number, type: typeof housing.type === 'string' ? housing.type : 'homestay', photos };
    }),
  };
}

/** How many drawings a count or a list of photos needs (uploads are made in the office, not here); null when it is neither. */
function drawings(value: unknown): number | null {
  if (Number.isInteger(value) && (value as number) >= 0) return value as number;
  const list = cataloguePhotoSchema.array().safeParse(value);
  return list.success ? drawingCount(list.data) : null;
}

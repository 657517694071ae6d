import type { CataloguePhotos } from './catalogue-photo-schema.ts';
import { photoEntries, uploadedPhotoBase } from '../photos/catalogue-photo-list.ts';

/**
 * A school's gallery, the header photo first: a drawing at the photo script's address
 * (/photos/schools/<slug>/<n>.webp), an upload at its hashed one (/photos/h/<hash>/schools/uploaded.webp).
 */
export function schoolPhotoPaths(slug: string, photos: CataloguePhotos): string[] {
  return photoEntries(photos).map((photo) =>
    'upload' in photo
      ? `${uploadedPhotoBase(photo.upload, 'school')}.webp`
      : `/photos/schools/${slug}/${photo.drawing}.webp`,
  );
}

/** The first photo of a housing option (a drawing named after the school and the housing id, or an upload); photo 1 when it has none. */
export function housingPhotoPath(schoolSlug: string, housing: { id: number; photos: CataloguePhotos }): string {
  const first = photoEntries(housing.photos)[0];
  if (first && 'upload' in first) return `${uploadedPhotoBase(first.upload, 'housing')}.webp`;
  return `/photos/housing/${schoolSlug}-${housing.id}-${first?.drawing ?? 1}.webp`;
}

/**
 * A school page's path after the culture segment, under `language` when the school teaches it (the
 * page a search of that language links to), else under its first language.
 */
export function schoolLink(
  school: { languages: readonly string[]; country: string; city: string; slug: string },
  language?: string,
): string {
  const section = language !== undefined && school.languages.includes(language) ? language : school.languages[0];
  return `${section}/${school.country}/${school.city}/${school.slug}/`;
}

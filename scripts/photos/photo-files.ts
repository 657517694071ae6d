import type { PhotoFile } from './photo-job.ts';

// File names under the photo folder; the site's picture components build the same paths.

/** The files of school photo n, relative to the output folder (spec section 7: header 2400 x 704, thumbnails 100 x 100). */
export function schoolPhotoFiles(slug: string, n: number): PhotoFile[] {
  const base = `schools/${slug}/${n}`;
  return [
    { file: `${base}.webp`, width: 2400, height: 704, format: 'webp' },
    { file: `${base}.jpg`, width: 2400, height: 704, format: 'jpeg' },
    { file: `${base}-1200.webp`, width: 1200, height: 352, format: 'webp' },
    { file: `${base}-1200.jpg`, width: 1200, height: 352, format: 'jpeg' },
    { file: `${base}-800.webp`, width: 800, height: 235, format: 'webp' },
    { file: `${base}-thumb.webp`, width: 100, height: 100, format: 'webp' },
    { file: `${base}-thumb@2x.webp`, width: 200, height: 200, format: 'webp' },
  ];
}

/** The files of photo k of a housing option (spec section 7: 160 x 110 on desktop, 300 x 300 on mobile). */
export function housingPhotoFiles(slug: string, id: number, k: number): PhotoFile[] {
  const base = `housing/${slug}-${id}-${k}`;
  return [
    { file: `${base}.webp`, width: 160, height: 110, format: 'webp' },
    { file: `${base}.jpg`, width: 160, height: 110, format: 'jpeg' },
    { file: `${base}@2x.webp`, width: 320, height: 220, format: 'webp' },
    { file: `${base}@2x.jpg`, width: 320, height: 220, format: 'jpeg' },
    { file: `${base}-300.webp`, width: 300, height: 300, format: 'webp' },
    { file: `${base}-300.jpg`, width: 300, height: 300, format: 'jpeg' },
  ];
}

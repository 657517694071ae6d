// File names under the photo folder; the site's picture components build the same paths. The
// photo script writes a drawing's files under these names, and an upload in the office makes the
// same files under its hashed folder.

/** One file of a photo relative to the photo folder, as the site links it. */
export type PhotoFile = { file: string; width: number; height: number; format: 'webp' | 'jpeg' };

/** The files of a school photo whose base (without extension) is `base` (spec section 7: header 2400 x 704, thumbnails 100 x 100). */
export function schoolPhotoFilesAt(base: string): PhotoFile[] {
  return [
    { file: `${base}.webp`, width: 2400, height: 704, format: 'webp' },
    { file: `${base}.jpg`, width: 2400, height: 704, format: 'jpeg' },
    { file: `${base}-1200.webp`, width: 1200, height: 352, format: 'webp' },
    { file: `${base}-1200.jpg`, width: 1200, height: 352, format: 'jpeg' },
    { file: `${base}-800.webp`, width: 800, height: 235, format: 'webp' },
    // Gallery thumbnails, cropped square, 1x/2x/3x with a JPEG fallback for each.
    ...[1, 2, 3].flatMap((scale): PhotoFile[] => {
      const name = `${base}-thumb${scale === 1 ? '' : `@${scale}x`}`;
      return [
        { file: `${name}.webp`, width: 100 * scale, height: 100 * scale, format: 'webp' },
        { file: `${name}.jpg`, width: 100 * scale, height: 100 * scale, format: 'jpeg' },
      ];
    }),
  ];
}

/** The files of a housing photo whose base is `base` (spec section 7: 160 x 110 on desktop, 300 x 300 on mobile). */
export function housingPhotoFilesAt(base: string): PhotoFile[] {
  // 1x/2x/3x of both sizes, WebP with a JPEG fallback: 160 x 110 on wide screens, 300 x 300 cropped on phones.
  return [1, 2, 3].flatMap((scale): PhotoFile[] => {
    const suffix = scale === 1 ? '' : `@${scale}x`;
    return [
      { file: `${base}${suffix}.webp`, width: 160 * scale, height: 110 * scale, format: 'webp' },
      { file: `${base}${suffix}.jpg`, width: 160 * scale, height: 110 * scale, format: 'jpeg' },
      { file: `${base}-300${suffix}.webp`, width: 300 * scale, height: 300 * scale, format: 'webp' },
      { file: `${base}-300${suffix}.jpg`, width: 300 * scale, height: 300 * scale, format: 'jpeg' },
    ];
  });
}

/** The files of school photo n (the photo script's drawing), relative to the photo folder. */
export function schoolPhotoFiles(slug: string, n: number): PhotoFile[] {
  return schoolPhotoFilesAt(`schools/${slug}/${n}`);
}

/** The files of photo k of a housing option (the photo script's drawing). */
export function housingPhotoFiles(slug: string, id: number, k: number): PhotoFile[] {
  return housingPhotoFilesAt(`housing/${slug}-${id}-${k}`);
}

/** The size a school or housing photo is made at before its files are scaled from it: the largest output, or a size covering them all. */
export const PHOTO_MASTER = {
  school: { width: 2400, height: 704 },
  // Large enough to crop the phones' 3x square (900 x 900) without scaling up.
  housing: { width: 1320, height: 908 },
} as const;

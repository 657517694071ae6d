/** The files the photo script writes for one school photo (2400×704 plus smaller copies). */
export interface PhotoVariants {
  webp: string;
  jpg: string;
  webp1200: string;
  jpg1200: string;
  webp800: string;
}

/** Header photos are 2400×704; the smaller copies keep the ratio. */
export const PHOTO_SIZE = { width: 2400, height: 704 } as const;

/** The height of a photo copy of the given width. */
export function photoHeight(width: number): number {
  return Math.round((width * PHOTO_SIZE.height) / PHOTO_SIZE.width);
}

/**
 * The variants of a photo from its path with or without extension
 * ('/photos/schools/x/1.webp' or '/photos/schools/x/1'): x/1.webp, x/1.jpg, x/1-1200.webp, x/1-1200.jpg, x/1-800.webp.
 */
export function photoVariants(path: string): PhotoVariants {
  const base = path.replace(/\.(webp|jpe?g|png)$/i, '');
  return {
    webp: `${base}.webp`,
    jpg: `${base}.jpg`,
    webp1200: `${base}-1200.webp`,
    jpg1200: `${base}-1200.jpg`,
    webp800: `${base}-800.webp`,
  };
}

/** Where the photo script puts photo n (1-based) of a school. */
export function schoolPhotoPath(slug: string, n: number): string {
  return `/photos/schools/${slug}/${n}`;
}

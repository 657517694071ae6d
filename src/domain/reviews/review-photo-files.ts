import { reviewPhotoPath } from './stored-photo-paths.ts';

/** The files of one review photo as a page uses them: a `<picture>` at 1x/2x/3x and, for a photo of the stay, the gallery's large size. */
export interface ReviewPhotoFiles {
  webpSrcset: string;
  jpgSrcset: string;
  /** The 1x JPEG, for browsers that read neither srcset nor WebP. */
  src: string;
  large: { webp: string; jpg: string } | null;
}

// The address the API gives a stored photo (storagePath, spec section 7): its 1x WebP.
const STORED = /^\/api\/review-photos\/([A-Za-z0-9_-]{22})\/(thumb|avatar)-1x\.webp$/;

/**
 * Every file of a stored review photo, derived from the one address the API gives (spec section 7
 * names a single storagePath per photo); the sizes exist for every stored photo (review-photo-sizes.ts).
 * Any other address (a photo from a content file) is used as it is, at one density.
 */
export function reviewPhotoFiles(storagePath: string): ReviewPhotoFiles {
  const stored = STORED.exec(storagePath);
  if (!stored) return { webpSrcset: '', jpgSrcset: '', src: storagePath, large: null };
  const [, id, kind] = stored as unknown as [string, string, 'thumb' | 'avatar'];
  const srcset = (format: 'webp' | 'jpg') =>
    [1, 2, 3].map((scale) => `${reviewPhotoPath(id, `${kind}-${scale}x`, format)} ${scale}x`).join(', ');
  return {
    webpSrcset: srcset('webp'),
    jpgSrcset: srcset('jpg'),
    src: reviewPhotoPath(id, `${kind}-1x`, 'jpg'),
    large:
      kind === 'thumb'
        ? { webp: reviewPhotoPath(id, 'large', 'webp'), jpg: reviewPhotoPath(id, 'large', 'jpg') }
        : null,
  };
}

/** A photo of the reviewer (the avatar) or of the stay. */
export const REVIEW_PHOTO_KINDS = ['author', 'review'] as const;
export type ReviewPhotoKind = (typeof REVIEW_PHOTO_KINDS)[number];

/** The formats every size is stored in: WebP for browsers that take it, JPEG for the rest. */
export const REVIEW_PHOTO_FORMATS = ['webp', 'jpg'] as const;
export type ReviewPhotoFormat = (typeof REVIEW_PHOTO_FORMATS)[number];

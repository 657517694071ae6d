// The closed lists a review is described by; the database's checks say the same.

/**
 * Where a review stands: 'pending' until staff moderate it, then 'approved' (shown on the school
 * page) or 'rejected' (kept with its reason, never shown).
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Content reviews come from the content files; visitor reviews from the site's form. */
export type ReviewSource = 'content' | 'visitor';

/** The levels a reviewer's progress is told in (CEFR), lowest first: the order decides "from ≤ to". */
export const REVIEW_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type ReviewLevel = (typeof REVIEW_LEVELS)[number];

/** A photo of the reviewer (the avatar) or of the stay. */
export const REVIEW_PHOTO_KINDS = ['author', 'review'] as const;
export type ReviewPhotoKind = (typeof REVIEW_PHOTO_KINDS)[number];

/** The formats every size is stored in: WebP for browsers that take it, JPEG for the rest. */
export const REVIEW_PHOTO_FORMATS = ['webp', 'jpg'] as const;
export type ReviewPhotoFormat = (typeof REVIEW_PHOTO_FORMATS)[number];

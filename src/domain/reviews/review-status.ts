/**
 * Where a review stands: 'pending' until staff moderate it, then 'approved' (shown on the school
 * page) or 'rejected' (kept with its reason, never shown). The database's check says the same.
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Content reviews come from the content files; visitor reviews from the site's form. */
export type ReviewSource = 'content' | 'visitor';

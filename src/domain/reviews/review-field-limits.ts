/**
 * The lengths of the review form's free fields, apart from their zod rules so the form in the
 * browser can say the same without shipping zod. The text's minimum is the content team's rule
 * (catalogue/review-schema.ts), so a review edited in the office still reads as a review; its
 * maximum is a long stay in a few pages, not an essay; a name or city is one line.
 */
export const REVIEW_TEXT_MIN = 40;
export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_NAME_MAX = 100;

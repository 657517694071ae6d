/** At most one photo of the author (the avatar beside the name). */
export const MAX_AUTHOR_PHOTOS = 1;
/** At most six photos of the stay with one review: a gallery row, not an album. */
export const MAX_REVIEW_PHOTOS = 6;
/** The largest file taken, per photo: what a phone's camera makes, with room to spare. */
export const MAX_REVIEW_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels a photo may decode to (40 megapixels, above any phone camera): a small file
 * that claims 50,000 × 50,000 pixels (a decompression bomb) is refused before it is decoded.
 */
export const MAX_REVIEW_PHOTO_PIXELS = 40_000_000;
/** The formats taken, decided from the bytes (HEIC when the image library can read it). */
export const REVIEW_PHOTO_INPUT_FORMATS = ['jpeg', 'png', 'webp', 'heif'] as const;
/** The largest review form the server reads: every photo at its limit, plus the text fields. */
export const MAX_REVIEW_FORM_BYTES = (MAX_AUTHOR_PHOTOS + MAX_REVIEW_PHOTOS) * MAX_REVIEW_PHOTO_BYTES + 256 * 1024;

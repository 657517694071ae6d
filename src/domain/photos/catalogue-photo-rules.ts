/** The largest photo file the office takes: a camera's full-size JPEG with room to spare. */
export const MAX_CATALOGUE_PHOTO_BYTES = 20 * 1024 * 1024;
/**
 * The most pixels a photo may decode to (50 megapixels, above any phone or most cameras): a small
 * file that claims 50,000 × 50,000 pixels (a decompression bomb) is refused from its header.
 */
export const MAX_CATALOGUE_PHOTO_PIXELS = 50_000_000;
/** An upload form: the photo at its limit and the alt texts. */
export const MAX_CATALOGUE_PHOTO_FORM_BYTES = MAX_CATALOGUE_PHOTO_BYTES + 64 * 1024;
/** The longest alt text, per culture: a sentence, not a description. */
export const MAX_PHOTO_ALT_LENGTH = 250;

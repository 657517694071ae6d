import { MAX_CATALOGUE_PHOTO_FORM_BYTES } from '#domain/photos/catalogue-photo-rules.ts';
import { MAX_REVIEW_FORM_BYTES } from '#domain/reviews/review-photo-rules.ts';
import { MAX_TERMS_FORM_BYTES } from '#domain/catalogue/terms-file.ts';
import { isReviewFormPath } from './is-review-form-path.ts';

/**
 * The largest request body the site reads, for every POST of the API and of the pages. The
 * booking form weighs under 2 KB; 64 KB leaves room for any honest form and bounds what one
 * request can hold in memory (a 700 MB form used to take 2.4 GB and end in a 500).
 */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * A whole school file sent from the office's catalogue (the API's drafts and the page's JSON
 * editor): the largest demo school is 65 KB as written, and a form encodes it larger still.
 */
export const MAX_CATALOGUE_EDIT_BYTES = 1024 * 1024;

const isCatalogueEditPath = (path: string) =>
  path.startsWith('/api/office/catalogue/') || path.startsWith('/office/catalogue/');

/** Where the catalogue office uploads a school's or a housing option's photos: its page and its API. */
const CATALOGUE_PHOTOS_PATH = /^\/(api\/office\/catalogue\/schools|office\/catalogue)\/\d+\/photos(\/|$)/;

/** Where the catalogue office uploads terms files: its page and its API. */
const CATALOGUE_TERMS_PATH = /^\/(api\/)?office\/catalogue\/terms(\/|$)/;

/** The body limit of a request to a path: photos and terms files need megabytes, a school file a megabyte, every other form 64 KB. */
export function maxBodyBytesFor(path: string): number {
  if (isReviewFormPath(path)) return MAX_REVIEW_FORM_BYTES;
  if (CATALOGUE_PHOTOS_PATH.test(path)) return MAX_CATALOGUE_PHOTO_FORM_BYTES;
  if (CATALOGUE_TERMS_PATH.test(path)) return MAX_TERMS_FORM_BYTES;
  return isCatalogueEditPath(path) ? MAX_CATALOGUE_EDIT_BYTES : MAX_BODY_BYTES;
}

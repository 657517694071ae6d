import type { Context } from 'hono';
import { REVIEW_FORM_FIELDS as F } from '#domain/reviews/review-form-fields.ts';
import type { ReviewUpload } from './submit-review.ts';
import { ApiError } from '../http/api-error.ts';
import { mediaTypeOf } from '../http/media-type.ts';

type Value = string | File | (string | File)[] | undefined;

const asList = (value: Value): (string | File)[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
// A file input left empty still sends a part, with no name and no bytes: it is no photo.
const filesOf = (value: Value): File[] =>
  asList(value).filter((item): item is File => typeof item !== 'string' && (item.size > 0 || item.name !== ''));

/**
 * The review form as posted: multipart (with photos, what the page and the island send),
 * url-encoded, or JSON with the same keys (no photos). A text field sent twice counts once (the
 * first); a file where text is expected counts as missing, so the rules name the field.
 */
export async function readReviewUpload(c: Context): Promise<ReviewUpload> {
  if (mediaTypeOf(c.req.header('content-type')) === 'application/json') {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new ApiError(400, 'the body is not JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ApiError(400, 'the body must be a JSON object of the form fields');
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body))
      if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = String(value);
    return { fields, authorPhotos: [], reviewPhotos: [] };
  }
  let body: Record<string, Value>;
  try {
    body = (await c.req.parseBody({ all: true })) as Record<string, Value>;
  } catch {
    throw new ApiError(400, 'the form body is malformed');
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const text = asList(value).find((item) => typeof item === 'string');
    if (text !== undefined) fields[key] = text;
  }
  return { fields, authorPhotos: filesOf(body[F.photo]), reviewPhotos: filesOf(body[F.photos]) };
}

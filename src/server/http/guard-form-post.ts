import type { IncomingMessage, ServerResponse } from 'node:http';
import { limitBody } from './limit-body.ts';
import { maxBodyBytesFor } from './max-body-bytes.ts';
import { FORM_MEDIA_TYPES, mediaTypeOf } from './media-type.ts';
import { refuseRequest } from './refuse-request.ts';

/** Whether a body parses as the form its Content-Type says it is (a multipart body can be malformed). */
async function parsesAsForm(body: Buffer, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * The middleware every form posted to a page passes, in the house order (docs/architecture.md):
 * body limit (413), content type (415 unless a form: JSON, text or XML never reach the page), and
 * a body that parses as the form it claims to be (400); the page's zod rules come after. Astro
 * reads a body without limit and turns one it cannot parse into a 500, so this runs in the Node
 * listener, before Astro. Answers and returns null at the first problem; otherwise returns the
 * body, read once, for Astro to read again.
 */
export async function guardFormPost(req: IncomingMessage, res: ServerResponse): Promise<Buffer | null> {
  const body = await limitBody(req, res, maxBodyBytesFor(new URL(req.url ?? '/', 'http://x').pathname));
  if (!body) return null;
  const contentType = req.headers['content-type'] ?? '';
  if (!FORM_MEDIA_TYPES.includes(mediaTypeOf(contentType) ?? '')) {
    refuseRequest(req, res, 415, `A form is posted as ${FORM_MEDIA_TYPES.join(' or ')}.`, {
      Accept: FORM_MEDIA_TYPES.join(', '),
    });
    return null;
  }
  if (!(await parsesAsForm(body, contentType))) {
    refuseRequest(req, res, 400, 'The form body is malformed.');
    return null;
  }
  return body;
}

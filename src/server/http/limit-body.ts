import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from './max-body-bytes.ts';
import { readBody } from './read-body.ts';
import { refuseRequest } from './refuse-request.ts';

/**
 * The body limit of every POST, API and pages alike, in the Node listener: Astro reads a page's
 * body whole and without limit, and a route that never reads its body (the newsletter's) would
 * let Node read a 700 MB one to the end. A declared Content-Length over MAX_BODY_BYTES is a 413
 * before a byte is read; a chunked body is a 413 at the chunk that crosses the limit. Answers and
 * returns null then (or when the client went away); otherwise returns the body, read once.
 */
export async function limitBody(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number = MAX_BODY_BYTES,
): Promise<Buffer | null> {
  const read = await readBody(req, limit);
  if (read.kind === 'body') return read.body;
  if (read.kind === 'tooLarge')
    refuseRequest(req, res, 413, `The request body is over the limit of ${limit / 1024} KB.`);
  // Aborted: nobody is left to answer.
  else res.destroy();
  return null;
}

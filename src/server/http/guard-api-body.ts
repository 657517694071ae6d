import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxBodyBytesFor } from './max-body-bytes.ts';
import { FORM_MEDIA_TYPES, mediaTypeOf } from './media-type.ts';

// What an API client may post: a form or JSON. The routes read their input from the query today,
// so a body is never needed; one of another type (text, XML, bytes) is refused, not ignored.
const API_MEDIA_TYPES: readonly string[] = ['application/json', ...FORM_MEDIA_TYPES];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const failure = (message: string) => ({ success: false as const, error: { message } });

/**
 * The API's middleware for every state-changing request, in the house order (body limit, content
 * type; zod follows in the route): a body over MAX_BODY_BYTES is a 413, judged on Content-Length
 * before a byte is read and counted as it streams when chunked (hono/body-limit; the review form's photos have a larger limit, maxBodyBytesFor); a body of a
 * type the API does not take is a 415. A POST with no body (what the newsletter form sends) passes.
 */
export function guardApiBody(): MiddlewareHandler {
  const limits = new Map<number, MiddlewareHandler>();
  const limitOf = (maxSize: number) => {
    let limit = limits.get(maxSize);
    if (!limit) {
      limit = bodyLimit({
        maxSize,
        onError: (c) => c.json(failure(`The request body is over the limit of ${maxSize / 1024} KB.`), 413),
      });
      limits.set(maxSize, limit);
    }
    return limit;
  };
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    const limit = limitOf(maxBodyBytesFor(c.req.path));
    let refused: Response | undefined;
    const limited = await limit(c, async () => {
      const hasBody =
        c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? 0) > 0;
      if (hasBody && !API_MEDIA_TYPES.includes(mediaTypeOf(c.req.header('content-type')) ?? '')) {
        c.header('Accept', API_MEDIA_TYPES.join(', '));
        refused = c.json(failure(`A body is sent as ${API_MEDIA_TYPES.join(', ')}.`), 415);
        return;
      }
      await next();
    });
    return refused ?? limited;
  };
}

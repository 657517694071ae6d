import { AsyncLocalStorage } from 'node:async_hooks';

/** What is known of the request being answered, wherever in the server its work goes on. */
export interface RequestContext {
  /** The request id, sent back as X-Request-Id and put on every log line written for the request. */
  readonly id: string;
  /** The route pattern of the API route that answered (recordApiRoute); unset for pages and files. */
  route: string | undefined;
}

/**
 * The request each piece of work belongs to, without handing it through every call: a booking
 * placed by an Astro page or a 500 caught by the API logs with the id of the request that caused it.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

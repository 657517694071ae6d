// The API's answers in spec section 7's envelope: a success, a refusal, a 429, and how long a 503 asks to wait.
import type { Context } from 'hono';
import type { ApiError } from './api-error.ts';

/** The envelope of a route's refusal (spec section 7): the message, and the field when one is named. */
export function apiErrorBody(error: ApiError) {
  return {
    success: false as const,
    error: error.field === undefined ? { message: error.message } : { field: error.field, message: error.message },
  };
}

/** The success envelope every API answer uses (spec section 7). */
export function jsonOk<T>(c: Context, data: T) {
  return c.json({ success: true as const, data });
}

/** The API's 429 (spec section 7's envelope) with Retry-After, for a request over its rate limit. */
export function tooManyRequests(retryAfterSeconds: number) {
  return {
    status: 429 as const,
    headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
    body: { success: false as const, error: { message: `too many requests; try again in ${retryAfterSeconds} s` } },
  };
}

/** What a 503 asks clients to wait before trying again: about as long as a database restart or failover takes to be noticed. */
export const RETRY_AFTER_SECONDS = 5;

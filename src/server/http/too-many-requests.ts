/** The API's 429 (spec section 7's envelope) with Retry-After, for a request over its rate limit. */
export function tooManyRequests(retryAfterSeconds: number) {
  return {
    status: 429 as const,
    headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
    body: { success: false as const, error: { message: `too many requests; try again in ${retryAfterSeconds} s` } },
  };
}

import { ApiError } from '../http/api-error.ts';
import { apiErrorBody } from '../http/responses.ts';
import { parseCalculationQuery } from './parse-calculation-query.ts';
import { calculatePrice } from './calculate-price.ts';
import type { PricingCatalogue } from '../catalogue/index.ts';

/** The route pattern of the live price, as the request log and the metrics name it. */
export const PRICE_ROUTE = '/api/school/calculate';

/** A stored price could outlive a change of the catalogue or of the day: never cached. */
export const PRICE_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } as const;

// Any UTF-16 code unit outside ASCII; a surrogate half becomes an escape of its own, as JSON allows.
const NON_ASCII = /[\u0080-\uffff]/g;
const escapeUnit = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * GET /api/school/calculate's answer to an address (path and query): a price in the success
 * envelope, or a 400/404 in the error envelope naming the key, as the API's other routes refuse.
 * Anything else (a catalogue that cannot load) is thrown for the API's error handler.
 *
 * The JSON is ASCII (so its length is its length in bytes), every other character a \u escape, which any JSON reader takes as the same
 * value: one '€' makes a JS string two-byte, and Node then transcodes all of it to UTF-8 on the
 * way to the socket. A price is ASCII but for its currency symbols; answers carrying text in
 * other scripts are not written this way, as the escapes would make them up to three times larger.
 *
 * Shared by the API's route (routes/school.ts) and the server's price lane (price-lane.ts), so
 * both answer alike by construction.
 */
export async function answerPrice(
  pricing: PricingCatalogue,
  address: string,
  now: Date,
): Promise<{ status: 200 | 400 | 404; body: string }> {
  // A fragment is no part of the query (as c.req.query reads it); the query read once, as this
  // route is the hot one (URLSearchParams once: 2 µs a price against 5 µs for 13 c.req.query calls).
  const target = address.split('#', 1)[0]!;
  const start = target.indexOf('?');
  try {
    const query = parseCalculationQuery(new URLSearchParams(start === -1 ? '' : target.slice(start + 1)));
    const json = JSON.stringify({ success: true as const, data: await calculatePrice(pricing, query, now) });
    return { status: 200, body: json.replace(NON_ASCII, escapeUnit) };
  } catch (error) {
    // A refusal may quote what the visitor typed, in any script.
    if (error instanceof ApiError)
      return { status: error.status, body: JSON.stringify(apiErrorBody(error)).replace(NON_ASCII, escapeUnit) };
    throw error;
  }
}

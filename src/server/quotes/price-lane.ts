import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../clock.ts';
import { clientIp } from '../http/client-ip.ts';
import { isCatalogueBuild } from '../http/catalogue-build-key.ts';
import type { Config } from '../config/env.ts';
import { requestContext } from '../observability/request-context.ts';
import type { RateLimits } from '../rate-limit/rate-limits.ts';
import type { PricingCatalogue } from '../catalogue/index.ts';
import { answerPrice, PRICE_HEADERS, PRICE_ROUTE } from './answer-price.ts';
import { tooManyRequests } from '../http/responses.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The lane's listener: `headers` (name, value, …) are those every answer carries (the security
 * headers, the request id), not yet set on the response; the lane writes them with its own in one
 * go, and sets them before handing a request on to the API.
 */
export type PriceListener = (req: IncomingMessage, res: ServerResponse, headers: readonly string[]) => void;

const PRICE_HEADER_LIST: readonly string[] = Object.entries(PRICE_HEADERS).flat();

export interface PriceLaneParts {
  pricing: PricingCatalogue;
  clock: Clock;
  limits: RateLimits;
  /** TRUST_PROXY: how many proxies' X-Forwarded-For entries name the client. */
  trustedProxies: number;
  /** What a build's key is made from: a build's reads are not limited (catalogue-build-key.ts). */
  keys: Pick<Config, 'catalogueApiToken' | 'authSecret'>;
  /** The API's own listener: takes a request the lane does not answer itself. */
  api: Listener;
}

/**
 * GET /api/school/calculate answered straight from Node's request, beside the API rather than
 * through it: the cart asks for a price on every click, and the way through Hono (its Request and
 * Response objects, the router, four middleware that pass a GET through, a Headers object for two
 * headers) was a large share of a price's CPU (docs/benchmarks.md, bench:pricing). What the API's way does for this
 * route the lane does too: the read rate limit by client IP (limit-requests.ts), the route's name
 * for the request log and metrics (record-api-route.ts), the same answer (answer-price.ts, shared
 * with the route); the security headers and the request checks come before, in the HTTP handler.
 * An error that is no client's fault goes to the API's listener, which answers and logs it the
 * way it does for every route (a 500, or a 503 while the database is away).
 */
export function priceLane({ pricing, clock, limits, trustedProxies, keys, api }: PriceLaneParts): PriceListener {
  const answer = async (req: IncomingMessage, res: ServerResponse, headers: readonly string[]) => {
    const verdict = isCatalogueBuild(req.headers.authorization, keys)
      ? { limited: false as const, retryAfterSeconds: 0 }
      : await limits.consume('read', {
          ip: clientIp(req.headers['x-forwarded-for'] as string | undefined, req.socket.remoteAddress, trustedProxies),
        });
    const context = requestContext.getStore();
    if (context) context.route = PRICE_ROUTE;
    if (verdict.limited) {
      const refusal = tooManyRequests(verdict.retryAfterSeconds);
      res
        .writeHead(
          refusal.status,
          headers.concat('Content-Type', 'application/json', ...Object.entries(refusal.headers).flat()),
        )
        .end(JSON.stringify(refusal.body));
      return;
    }
    const { status, body } = await answerPrice(pricing, req.url ?? PRICE_ROUTE, clock());
    // ASCII: its length is its length in bytes.
    res.writeHead(status, headers.concat(PRICE_HEADER_LIST, 'Content-Length', String(body.length))).end(body);
  };
  return (req, res, headers) => {
    answer(req, res, headers).catch(() => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
      api(req, res);
    });
  };
}

/** Whether a request is the lane's: a GET of the route's address, with or without its trailing slash. */
export function isPriceRequest(method: string, path: string): boolean {
  return method === 'GET' && (path === PRICE_ROUTE || path === `${PRICE_ROUTE}/`);
}

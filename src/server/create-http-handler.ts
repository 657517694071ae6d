import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { isCulture } from '#domain/culture.ts';
import { HASHED_PHOTOS_PREFIX } from '#domain/photos/photo-address.ts';
import { TERMS_FILES_PREFIX } from './catalogue/routes/catalogue-terms-files.ts';
import { preferredCulture } from '#domain/preferred-culture.ts';
import { apiMethodsOf, apiRouteMethods, pageMethodsFor } from './http/allowed-methods.ts';
import { guardFormPost } from './http/guard-form-post.ts';
import { isCrossSiteRequest } from './http/is-cross-site-request.ts';
import { hasBrokenPercentEncoding } from './http/has-broken-percent-encoding.ts';
import { isApiCaseVariant, isApiPath } from './http/is-api-path.ts';
import { isReviewFormPath } from './http/is-review-form-path.ts';
import { limitBody } from './http/limit-body.ts';
import { maxBodyBytesFor } from './http/max-body-bytes.ts';
import { normaliseRequestTarget } from './http/normalise-request-target.ts';
import { pageCsp } from './http/page-csp.ts';
import { PRICE_ROUTE } from './quotes/answer-price.ts';
import { isPriceRequest, priceLane, type PriceLaneParts } from './quotes/price-lane.ts';
import { renderPageCsp } from './http/render-page-csp.ts';
import { refuseRequest } from './http/refuse-request.ts';
import { securityHeaders, type HeaderSet, type SecurityHeaders } from './http/security-headers.ts';
import type { StaticFiles } from './http/static-files.ts';
import { createLogger, type Logger } from './observability/create-logger.ts';

const READS: readonly string[] = ['GET', 'HEAD'];

/** What @hono/node-server hands an app as its env: Node's request and response. */
type NodeEnv = HttpBindings | Http2Bindings;

/** Astro's on-demand pages in middleware mode: handler(req, res, next, locals). */
export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals?: App.Locals,
) => unknown;

interface Parts {
  api: Hono<never> | { fetch: (request: Request, env: NodeEnv) => Response | Promise<Response> };
  staticFiles: StaticFiles;
  astro?: AstroHandler | undefined;
  /** Handed to every on-demand page as Astro.locals: the server's services (bookings). */
  locals?: App.Locals | undefined;
  /** The headers of every response (siteSecurityHeaders); without them the strictest set: no inline script, no other host. */
  security?: SecurityHeaders | undefined;
  /** BASE_ADDRESS: a form posted from it is this site's own, even when the Host the server sees differs. */
  baseAddress?: string | undefined;
  /** Where a failure outside every route (reading a body) is logged. */
  logger?: Logger | undefined;
  /** What the live price is answered from beside the API (price-lane.ts); without it, prices go through the API. */
  price?: Omit<PriceLaneParts, 'api'> | undefined;
}

const STRICTEST = { baseAddress: '', mapTileUrl: '', blobStorageUrl: '' };

/**
 * One port for everything: /api/* goes straight to Hono (not through Astro's pipeline, which
 * costs ~130 µs a request), built files come from the in-memory index (static-files.ts), and what is left goes to Astro's
 * on-demand pages, then to the not-found page of the visitor's culture. Before any of them, the
 * request itself is checked (target, method, body), so that bad input is a 4xx wherever it goes.
 */
export function createHttpHandler({
  api,
  staticFiles,
  astro,
  locals,
  security = securityHeaders({ baseAddress: '', pageCsp: renderPageCsp(pageCsp(STRICTEST)) }),
  baseAddress,
  logger = createLogger(),
  price,
}: Parts) {
  // Node's request and response go along as the app's env (c.env.incoming): the rate limits and
  // the sign-in's audit read the client's address from it, and an app called without it (the
  // build's app.request()) counts as no client at all, so dropping it here turned every API
  // limit off in the server.
  const apiListener = getRequestListener((request, env) => api.fetch(request, env));
  const priceListener = price ? priceLane({ ...price, api: apiListener }) : undefined;
  const apiMethods = apiMethodsOf(api);
  const apiMethodsAt = apiRouteMethods(api);
  const publicOrigin = baseAddress ? new URL(baseAddress).origin : undefined;

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const first = (req.url ?? '/').split('/')[1] ?? '';
    const page = isCulture(first) ? `/${first}/404/` : '/404.html';
    if (staticFiles.serve(req, res, 404, page) || staticFiles.serve(req, res, 404, '/404.html')) return;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };

  const page = (req: IncomingMessage, res: ServerResponse) => {
    if (staticFiles.serve(req, res)) return;
    if (astro) {
      void astro(req, res, () => notFound(req, res), locals);
      return;
    }
    notFound(req, res);
  };

  /** Goes on with a body a guard let through; a guard that refused has answered already. */
  const afterBody = (res: ServerResponse, guarded: Promise<Buffer | null>, next: (body: Buffer) => void) => {
    guarded.then(
      (body) => {
        if (body) next(body);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'reading a request body failed');
        res.destroy();
      },
    );
  };

  /** The API's cross-site check (cross-site-guard.ts) for the forms posted to pages: 403 with the culture's error page. */
  const refusedAsCrossSite = (req: IncomingMessage, res: ServerResponse) => {
    const ownOrigin = `${(req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'}://${req.headers.host ?? ''}`;
    const source = { origin: req.headers.origin, fetchSite: String(req.headers['sec-fetch-site'] ?? '') || undefined };
    if (!isCrossSiteRequest(source, publicOrigin ? [ownOrigin, publicOrigin] : [ownOrigin])) return false;
    const first = (req.url ?? '/').split('/')[1] ?? '';
    const culture = isCulture(first) ? first : preferredCulture(req.headers['accept-language']);
    if (!staticFiles.serve(req, res, 403, `/${culture}/error/`))
      refuseRequest(req, res, 403, 'This form was sent from another site.');
    return true;
  };

  // Each set of headers as the list writeHead takes, made once (a new build brings new sets).
  const flat = new WeakMap<HeaderSet, string[]>();
  const flatHeaders = (set: HeaderSet) => {
    let list = flat.get(set);
    if (!list) flat.set(set, (list = Object.entries(set).flat()));
    return list;
  };

  /**
   * The site's listener. With `requestId` (observeRequests gives one), every answer carries it as
   * X-Request-Id, written with the security headers.
   */
  return (req: IncomingMessage, res: ServerResponse, requestId?: string) => {
    const isTarget = normaliseRequestTarget(req);
    // Every answer below, from any part (files, API, Astro, refusals), carries the site's security headers.
    const target = req.url ?? '/';
    const query = target.indexOf('?');
    const targetPath = query === -1 ? target : target.slice(0, query);
    const set = flatHeaders(security.forPath(targetPath));
    const headers = requestId === undefined ? set : set.concat('X-Request-Id', requestId);
    // A built file, by far the most frequent request, is answered first, its headers written in one go.
    if (isTarget && staticFiles.serveFile(req, res, headers)) return;
    // So is a live price, the cart's question on every click, once it passes the checks below: a
    // GET, so any method is allowed, of a fixed ASCII address, so its encoding is sound.
    if (
      isTarget &&
      priceListener &&
      isPriceRequest(req.method ?? 'GET', targetPath) &&
      !(Number(req.headers['content-length'] ?? 0) > maxBodyBytesFor(PRICE_ROUTE))
    ) {
      priceListener(req, res, headers);
      return;
    }
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
    if (!isTarget) {
      if (req.method === 'OPTIONS' && req.url === '*') {
        res.writeHead(204, { Allow: 'GET, HEAD, POST' }).end();
        return;
      }
      refuseRequest(req, res, 400, 'The request target is not a path of this site.');
      return;
    }
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0]!;
    const method = req.method ?? 'GET';
    if (hasBrokenPercentEncoding(path)) {
      refuseRequest(req, res, 400, 'The address is not valid percent-encoded UTF-8.');
      return;
    }
    // Every address can be read; for other methods, what the API's routes at the address take (any
    // the API takes where none is written, for its 404), or the page.
    const allowed =
      method === 'GET' || method === 'HEAD'
        ? READS
        : isApiPath(path.toLowerCase())
          ? (apiMethodsAt(path) ?? apiMethods)
          : pageMethodsFor(staticFiles.has(decodeURIComponent(path)));
    if (!allowed.includes(method)) {
      if (method === 'OPTIONS') {
        res.writeHead(204, { Allow: allowed.join(', ') }).end();
        return;
      }
      refuseRequest(req, res, 405, `${method} is not allowed here: use ${allowed.join(', ')}.`, {
        Allow: allowed.join(', '),
      });
      return;
    }
    // A read has no use for a body; a large one is refused rather than read and thrown away.
    if (method !== 'POST' && Number(req.headers['content-length'] ?? 0) > maxBodyBytesFor(path)) {
      refuseRequest(req, res, 413, `The request body is over the limit of ${maxBodyBytesFor(path) / 1024} KB.`);
      return;
    }
    if (isApiPath(path)) {
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') void apiListener(req, res);
      // Read within the limit here, so no route can leave a huge body to Node; Hono gets it as rawBody.
      else
        afterBody(res, limitBody(req, res, maxBodyBytesFor(path)), (body) => {
          (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
          void apiListener(req, res);
        });
      return;
    }
    if (method === 'POST' && isReviewFormPath(path)) {
      // The spec's review form address is the API's (photos, rate limit, origin check), not a page's.
      afterBody(res, limitBody(req, res, maxBodyBytesFor(path)), (body) => {
        (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
        void apiListener(req, res);
      });
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && path.startsWith(TERMS_FILES_PREFIX)) {
      // A terms file the build has not written (uploaded in the office since): from the database.
      void apiListener(req, res);
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && path.startsWith(HASHED_PHOTOS_PREFIX)) {
      // A hashed photo the build has not written (one uploaded in the office since): from the database.
      void apiListener(req, res);
      return;
    }
    if (isApiCaseVariant(path)) {
      refuseRequest(req, res, 404, `No API at ${path}: API addresses are lower-case (${path.toLowerCase()}).`);
      return;
    }
    if (url === '/' || url.startsWith('/?')) {
      // The site has no culture-less home: send people to theirs rather than to Astro's
      // two-second meta-refresh page (which stays in the build for CDNs that serve files only).
      res.writeHead(302, {
        Location: `/${preferredCulture(req.headers['accept-language'])}/`,
        Vary: 'Accept-Language',
        'Cache-Control': 'no-cache',
      });
      res.end();
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && (path === '/500' || path === '/500/')) {
      // The internal-error page at its bare address answers as what it is, as /404 answers 404.
      if (staticFiles.serve(req, res, 500, '/500.html')) return;
    }
    if (method === 'POST') {
      // Astro reads a page's body whole and without limit: it gets the body this guard read.
      afterBody(res, guardFormPost(req, res), (body) => {
        if (refusedAsCrossSite(req, res)) return;
        (req as IncomingMessage & { body?: Buffer }).body = body;
        page(req, res);
      });
      return;
    }
    page(req, res);
  };
}

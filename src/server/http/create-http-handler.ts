import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { isCulture } from '../../domain/culture.ts';
import { preferredCulture } from '../../domain/preferred-culture.ts';
import type { StaticFiles } from './static-files.ts';

/** Astro's on-demand pages in middleware mode: handler(req, res, next, locals). */
export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: () => void, locals?: App.Locals) => unknown;

interface Parts {
  api: Hono<never> | { fetch: (request: Request) => Response | Promise<Response> };
  staticFiles: StaticFiles;
  astro?: AstroHandler | undefined;
  /** Handed to every on-demand page as Astro.locals: the server's services (bookings). */
  locals?: App.Locals | undefined;
}

/**
 * One port for everything: /api/* goes straight to Hono (not through Astro's pipeline, which
 * costs ~130 µs a request), built files are streamed, and what is left goes to Astro's
 * on-demand pages, then to the not-found page of the visitor's culture.
 */
export function createHttpHandler({ api, staticFiles, astro, locals }: Parts) {
  const apiListener = getRequestListener((request) => api.fetch(request));

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const first = (req.url ?? '/').split('/')[1] ?? '';
    const page = isCulture(first) ? `/${first}/404/` : '/404.html';
    if (staticFiles.serve(req, res, 404, page) || staticFiles.serve(req, res, 404, '/404.html')) return;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      void apiListener(req, res);
      return;
    }
    if (url === '/' || url.startsWith('/?')) {
      // The site has no culture-less home: send people to theirs rather than to Astro's
      // two-second meta-refresh page (which stays in the build for CDNs that serve files only).
      res.writeHead(302, { Location: `/${preferredCulture(req.headers['accept-language'])}/`, Vary: 'Accept-Language', 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }
    if (staticFiles.serve(req, res)) return;
    if (astro) {
      void astro(req, res, () => notFound(req, res), locals);
      return;
    }
    notFound(req, res);
  };
}

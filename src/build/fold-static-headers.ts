import type { AstroIntegration } from 'astro';
import { headersByRoute } from './headers-by-route.ts';

/**
 * The node adapter's integration, handed the prerendered pages' headers folded by route pattern
 * (headersByRoute) instead of Astro's one entry a page, so the `_headers.json` it writes holds one
 * entry a route. Its readers (src/server/http/built-page-csp.ts, hence the server, the CDN's
 * `_headers` and the nginx config) take the pages' one policy from it, so every page is served
 * the same headers as before.
 */
export function foldStaticHeaders(adapter: AstroIntegration): AstroIntegration {
  const generated = adapter.hooks['astro:build:generated'];
  if (!generated) return adapter;
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:build:generated': (options) =>
        generated({ ...options, routeToHeaders: headersByRoute(options.routeToHeaders) }),
    },
  };
}

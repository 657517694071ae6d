import type { PageRoute } from './read-page-routes.ts';
import { routePatternOf } from './route-pattern-of.ts';

/** Addresses whose pattern is kept; past this the cache starts again, so odd addresses cannot fill memory. */
const MOST_KEPT = 2_000;

/**
 * routePatternOf for these routes, remembered by address: the same few addresses (the site's
 * files and pages) come again and again, and matching one against every route costs more than
 * finding it in a map. The status counts only as found or not (below 400 or not), as in routePatternOf.
 */
export function cachedRoutePatterns(routes: readonly PageRoute[]): (path: string, status: number) => string {
  const found = new Map<string, string>();
  const missing = new Map<string, string>();
  return (path, status) => {
    const cache = status < 400 ? found : missing;
    let pattern = cache.get(path);
    if (pattern === undefined) {
      pattern = routePatternOf(routes, path, status);
      if (cache.size >= MOST_KEPT) cache.clear();
      cache.set(path, pattern);
    }
    return pattern;
  };
}

import type { PageRoute } from './read-page-routes.ts';

/** What the log and the metrics call a request no route of the site answers (a bounded label, whatever was asked). */
export const UNMATCHED_ROUTE = '*';

const ASSET = /\.[a-z0-9]+$/i;

function matches(route: PageRoute, segments: readonly string[]): boolean {
  for (let i = 0; i < route.segments.length; i++) {
    const wanted = route.segments[i]!;
    if (wanted.kind === 'rest') return segments.length >= i;
    const segment = segments[i];
    if (segment === undefined) return false;
    if (wanted.kind === 'static' && wanted.text !== segment) return false;
  }
  return segments.length === route.segments.length;
}

/**
 * The route pattern of a request the API did not answer: the page it is (by src/pages, as
 * Astro routes it: '/en/booking/LT7Q/' → '/:culture/booking/:id', a built page included), a built
 * file by its folder ('/_astro/*'), '/api/*' for an API address refused before the API saw it,
 * and '*' for anything else. A file that was not found is '*' too, so scanners asking for
 * /wp-login.php add no label of their own.
 */
export function routePatternOf(routes: readonly PageRoute[], path: string, status: number): string {
  if (path === '/api' || path.startsWith('/api/')) return '/api/*';
  const page = path.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  const segments = page === '' ? [] : page.slice(1).split('/');
  const last = segments.at(-1) ?? '';
  const asset = ASSET.test(last);
  // A file's name goes only to a route that names it ('/robots.txt'), never to a parameter.
  const route = routes.find(
    (candidate) => (!asset || candidate.segments.at(-1)?.kind === 'static') && matches(candidate, segments),
  );
  if (route) return route.pattern;
  if (!asset || status >= 400) return UNMATCHED_ROUTE;
  return segments.length > 1 ? `/${segments[0]}/*` : `/${last}`;
}

import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { cachedRoutePatterns } from '../cached-route-patterns.ts';
import { readPageRoutes } from '../read-page-routes.ts';
import { routePatternOf } from '../route-pattern-of.ts';

const routes = readPageRoutes(resolve(import.meta.dirname, '../../../pages'));

it('gives what routePatternOf gives, asked again, found or not, and past the addresses it keeps', () => {
  const routeOf = cachedRoutePatterns(routes);
  const asked: [string, number][] = [
    ['/_astro/index.B7x2.js', 200],
    ['/_astro/index.B7x2.js', 404],
    ['/_astro/index.B7x2.js', 304],
    ['/en/booking/LT7QX2/', 200],
    ['/robots.txt', 200],
    ['/wp-login.php', 404],
    ...Array.from({ length: 2_500 }, (_, n): [string, number] => [`/_astro/chunk-${n}.js`, n % 2 ? 200 : 404]),
    ['/_astro/index.B7x2.js', 200],
    ['/_astro/index.B7x2.js', 404],
  ];
  for (const round of [1, 2])
    for (const [path, status] of asked)
      expect(routeOf(path, status), `${path} ${status}, round ${round}`).toBe(routePatternOf(routes, path, status));
});

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageRoutes } from '../read-page-routes.ts';
import { routePatternOf } from '../route-pattern-of.ts';

// The site's own pages, as the server reads them at start.
const routes = readPageRoutes(resolve(import.meta.dirname, '../../../pages'));
const of = (path: string, status = 200) => routePatternOf(routes, path, status);

describe('route patterns of pages and files', () => {
  it('names a page by its src/pages route, the built file and the on-demand page alike', () => {
    expect(of('/')).toBe('/');
    expect(of('/en/')).toBe('/:culture');
    expect(of('/en/index.html')).toBe('/:culture');
    expect(of('/de/spanish/spain/madrid/')).toBe('/:culture/:language/:country/:city');
    expect(of('/de/spanish/spain/madrid/page/2/')).toBe('/:culture/:language/:country/:city/page/:page');
    expect(of('/en/booking/LT7QX2/')).toBe('/:culture/booking/:id');
    expect(of('/pt/buy/deposit/101/')).toBe('/:culture/buy/deposit/:schoolId');
    expect(of('/office/bookings/12/')).toBe('/office/bookings/:id');
    expect(of('/office/bookings/export.csv')).toBe('/office/bookings/export.csv');
    expect(of('/robots.txt')).toBe('/robots.txt');
    expect(of('/404.html', 404)).toBe('/404');
  });

  it('prefers a fixed segment to a parameter, as Astro does', () => {
    expect(of('/en/search/')).toBe('/:culture/search');
    expect(of('/en/terms/')).toBe('/:culture/terms');
    expect(of('/en/spanish/')).toBe('/:culture/:language');
  });

  it('names built files by their folder, and everything unknown "*"', () => {
    expect(of('/_astro/index.B7x2.js')).toBe('/_astro/*');
    expect(of('/photos/h/abc/schools/x/1.webp')).toBe('/photos/*');
    expect(of('/favicon.svg')).toBe('/favicon.svg');
    expect(of('/wp-login.php', 404)).toBe('*');
    expect(of('/_astro/gone.js', 404)).toBe('*');
    expect(of('/a/b/c/d/e/f/g/h/')).toBe('*');
    expect(of('/api/health', 405)).toBe('/api/*');
  });
});

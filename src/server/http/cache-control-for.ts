import { HASHED_PHOTOS_PREFIX } from '#domain/photos/photo-address.ts';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400, stale-while-revalidate=604800';
/** HTML (an address ending in .html or /): revalidated, so a rebuild shows at once. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** A file no rule names. */
export const OTHER_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The cache rules by address prefix, the most specific first. Files whose address carries the
 * hash of their bytes never change: Astro's assets and the photos' hashed copies (/photos/h/,
 * written by the photo script) are immutable for a year. The plain photo addresses and the terms
 * files may change in place, so they are kept a day. The build's `_headers` file writes the same rules.
 */
export const CACHE_RULES: readonly { prefix: string; cacheControl: string }[] = [
  { prefix: '/_astro/', cacheControl: YEAR_IMMUTABLE },
  { prefix: HASHED_PHOTOS_PREFIX, cacheControl: YEAR_IMMUTABLE },
  { prefix: '/photos/', cacheControl: DAY },
  { prefix: '/files/', cacheControl: DAY },
];

/**
 * Cache headers fit for a CDN: hashed files are immutable (CACHE_RULES); HTML must be
 * revalidated so a rebuild shows at once; anything else is kept an hour. deploy/nginx writes the
 * same order as an nginx map (scripts/deploy/nginx-header-rules.ts).
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return YEAR_IMMUTABLE;
  if (urlPath.endsWith('.html') || urlPath.endsWith('/')) return PAGE_CACHE_CONTROL;
  return CACHE_RULES.find(({ prefix }) => urlPath.startsWith(prefix))?.cacheControl ?? OTHER_CACHE_CONTROL;
}

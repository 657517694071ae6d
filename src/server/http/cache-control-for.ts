/**
 * Cache headers fit for a CDN: Astro's hashed assets never change, so they are immutable;
 * HTML must be revalidated so a rebuild shows at once; photos and files change rarely.
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || urlPath.endsWith('/')) return 'public, max-age=0, must-revalidate';
  if (urlPath.startsWith('/photos/') || urlPath.startsWith('/files/')) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=3600';
}

/** Whether a request path (no query) is the API's: /api itself or anything under /api/. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Whether a path is the API's in another case (/API/health, /Api/search/...). Routes are
 * lower-case and case-sensitive; such a path gets a deliberate 404 in JSON naming the right
 * address, rather than falling through to the pages and their HTML.
 */
export function isApiCaseVariant(path: string): boolean {
  return !isApiPath(path) && isApiPath(path.toLowerCase());
}

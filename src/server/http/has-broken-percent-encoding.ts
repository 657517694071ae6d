/**
 * Whether a request path holds a percent sign that is no escape (`/%ZZ/`) or escapes bytes that
 * are no UTF-8 (`/%C0%AF/`, a lone surrogate). No address of the site is like that; Astro logs
 * such a path as an error with its stack before answering, so the listener answers 400 first.
 */
export function hasBrokenPercentEncoding(path: string): boolean {
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

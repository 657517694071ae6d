/**
 * Whether an If-None-Match header names `etag` (RFC 9110 section 13.1.2: the weak comparison,
 * so W/"x" matches "x"; `*` matches any current representation).
 */
export function matchesEtag(header: string, etag: string): boolean {
  if (header === etag) return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

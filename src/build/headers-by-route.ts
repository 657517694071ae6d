/** One prerendered page's headers as Astro hands them to the adapter (`astro:build:generated`). */
export interface RouteHeaders {
  headers: Headers;
  route: { pattern: string };
}

const headerSetKey = (headers: Headers) => JSON.stringify([...headers.entries()]);

/**
 * Astro's headers of every prerendered page (page path → headers) folded into one entry per
 * route pattern (`/[culture]/[school]/` → headers) wherever all the pages of a pattern have the
 * same headers; a pattern whose pages differ keeps one entry per page. The node adapter writes
 * one `_headers.json` entry per key, so this takes it from one a page (131 MB at 10,000 schools,
 * the same Content-Security-Policy each time) to one a route, and lets Astro's per-page map go.
 */
export function headersByRoute<Entry extends RouteHeaders>(byPath: ReadonlyMap<string, Entry>): Map<string, Entry> {
  const byPattern = new Map<string, { first: Entry; key: string; same: boolean; paths: string[] }>();
  for (const [path, entry] of byPath) {
    const key = headerSetKey(entry.headers);
    const group = byPattern.get(entry.route.pattern);
    if (!group) byPattern.set(entry.route.pattern, { first: entry, key, same: true, paths: [path] });
    else {
      group.same &&= group.key === key;
      group.paths.push(path);
    }
  }
  const folded = new Map<string, Entry>();
  for (const [pattern, group] of byPattern) {
    if (group.same) folded.set(pattern, group.first);
    else for (const path of group.paths) folded.set(path, byPath.get(path)!);
  }
  return folded;
}

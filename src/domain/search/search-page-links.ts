/** One entry of the page links under the results: a page number, or a gap between distant pages. */
export type SearchPageLink = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** Pages on either side of the current one that get their own link. */
const NEIGHBOURS = 2;

/**
 * The page numbers linked under the results: the first, the last, and the current one with its
 * neighbours, gaps between. With previous and next links on every page, every page is reachable
 * by following links, which is what crawlers need; visitors can jump to the ends.
 */
export function searchPageLinks(page: number, pageCount: number): SearchPageLink[] {
  const links: SearchPageLink[] = [];
  let last = 0;
  for (let candidate = 1; candidate <= pageCount; candidate++) {
    const near = Math.abs(candidate - page) <= NEIGHBOURS;
    if (candidate !== 1 && candidate !== pageCount && !near) continue;
    if (candidate - last > 1) links.push({ kind: 'gap', key: `gap-${last}` });
    links.push({ kind: 'page', page: candidate });
    last = candidate;
  }
  return links;
}

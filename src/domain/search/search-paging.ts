import { SEARCH_PAGE_SIZE } from './search-filters.ts';

/**
 * The address of one page of a search place: the place's own path for the first page (one
 * address per page, no /page/1/ duplicate), `{place}page/{n}/` for the others.
 */
export function searchPagePath(placePath: string, page: number): string {
  if (!Number.isInteger(page) || page < 1) throw new Error(`a search page is a whole number from 1, not ${page}`);
  return page === 1 ? placePath : `${placePath}page/${page}/`;
}

/**
 * How many pages of SEARCH_PAGE_SIZE results a search has: its exact and similar schools form one
 * list cut into pages (findSchools). A search without results still has its first page.
 */
export function searchPageCount(results: number): number {
  return Math.max(1, Math.ceil(results / SEARCH_PAGE_SIZE));
}

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

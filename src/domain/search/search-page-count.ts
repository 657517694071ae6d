import { SEARCH_PAGE_SIZE } from './search-filters.ts';

/**
 * How many pages of SEARCH_PAGE_SIZE results a search has: its exact and similar schools form one
 * list cut into pages (findSchools). A search without results still has its first page.
 */
export function searchPageCount(results: number): number {
  return Math.max(1, Math.ceil(results / SEARCH_PAGE_SIZE));
}

/** Rows on one page of an office list: enough to scan, few enough to stay fast at any size. */
export const OFFICE_PAGE_SIZE = 50;

export interface OfficePaging {
  page: number;
  pageCount: number;
  offset: number;
  limit: number;
}

/**
 * Where a page of a list starts, for a 1-based page number and the rows there are: the last
 * page at most (a page past the end shows the last one), and always page 1 of an empty list.
 */
export function officePaging(page: number, total: number, size = OFFICE_PAGE_SIZE): OfficePaging {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { page: current, pageCount, offset: (current - 1) * size, limit: size };
}

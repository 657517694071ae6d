/**
 * The address of one page of a search place: the place's own path for the first page (one
 * address per page, no /page/1/ duplicate), `{place}page/{n}/` for the others.
 */
export function searchPagePath(placePath: string, page: number): string {
  if (!Number.isInteger(page) || page < 1) throw new Error(`a search page is a whole number from 1, not ${page}`);
  return page === 1 ? placePath : `${placePath}page/${page}/`;
}

import type { SearchView } from '../domain/search/search-view.ts';
import { loadSearchView } from './search-page-data.ts';
import type { SearchPageProps } from './static-paths.ts';

/**
 * The view a search page's island starts from: the page's own, without the SEO body text, which
 * is static HTML below the island and never shown by it.
 */
export const searchIslandView = (view: SearchView): SearchView => ({
  ...view,
  header: { title: view.header.title, header: view.header.header },
});

/** A search page's search.json (the search.json.ts endpoints): the island's view of the page, as the page renders it. */
export async function searchViewFile({ culture, route, page }: SearchPageProps): Promise<Response> {
  return new Response(JSON.stringify(searchIslandView(await loadSearchView(culture, route, page))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

import type { APIRoute, GetStaticPaths } from 'astro';
import { searchViewFile } from '#build/search-island-view.ts';
import { searchStaticPaths, type SearchPageProps } from '#build/static-paths.ts';

export const getStaticPaths = (() => searchStaticPaths(1)) satisfies GetStaticPaths;

/** The search page's search.json: the view its island starts from (src/islands/SearchPanel/SearchIsland.tsx). */
export const GET: APIRoute<SearchPageProps> = ({ props }) => searchViewFile(props);

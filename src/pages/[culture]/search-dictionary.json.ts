import type { APIRoute, GetStaticPaths } from 'astro';
import type { Culture } from '#domain/culture.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { pickDictionary } from '#i18n/pick-dictionary.ts';
import { SEARCH_ISLAND_KEY_PREFIXES } from '#islands/SearchPanel/island-keys.ts';
import { cultureStaticPaths } from '#build/static-paths.ts';

export const getStaticPaths = (() => cultureStaticPaths()) satisfies GetStaticPaths;

/**
 * /{culture}/search-dictionary.json: the texts the search island shows, one file a culture that
 * every search page's island fetches (and the browser keeps) when it hydrates, rather than the
 * same 7 KB written into each of the culture's search pages.
 */
export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(pickDictionary(getDictionary(params.culture as Culture), SEARCH_ISLAND_KEY_PREFIXES)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

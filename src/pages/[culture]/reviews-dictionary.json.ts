import type { APIRoute, GetStaticPaths } from 'astro';
import type { Culture } from '#domain/culture.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { pickDictionary } from '#i18n/pick-dictionary.ts';
import { REVIEWS_DICTIONARY_PREFIXES } from '#islands/Reviews/reviews-dictionary.ts';
import { cultureStaticPaths } from '#build/static-paths.ts';

export const getStaticPaths = (() => cultureStaticPaths()) satisfies GetStaticPaths;

/**
 * /{culture}/reviews-dictionary.json: the texts of a school page's reviews list, one file a culture
 * that the list fetches (and the browser keeps) when it hydrates, rather than the same 2 KB of
 * island props written into each of the culture's school pages.
 */
export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(pickDictionary(getDictionary(params.culture as Culture), REVIEWS_DICTIONARY_PREFIXES)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

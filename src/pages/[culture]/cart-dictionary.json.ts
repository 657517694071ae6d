import type { APIRoute, GetStaticPaths } from 'astro';
import type { Culture } from '#domain/culture.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { pickDictionary } from '#i18n/pick-dictionary.ts';
import { CART_DICTIONARY_PREFIXES } from '#stores/cart/cart-island-props.ts';
import { cultureStaticPaths } from '#build/static-paths.ts';

export const getStaticPaths = (() => cultureStaticPaths()) satisfies GetStaticPaths;

/**
 * /{culture}/cart-dictionary.json: the texts the school page's cart shows, one file a culture that
 * every school page's cart fetches (and the browser keeps) when it hydrates, rather than the same
 * 10 KB written into each of the culture's pages.
 */
export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(pickDictionary(getDictionary(params.culture as Culture), CART_DICTIONARY_PREFIXES)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

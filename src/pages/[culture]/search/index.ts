// The home page's search form without JavaScript: a GET with the visitor's choices, answered with a
// redirect to the search page they lead to (the form's script goes there directly).
import type { APIRoute } from 'astro';
import { isCulture } from '#domain/culture.ts';
import { homeSearchTarget, isPlaceSlug } from '#domain/home/home-search-target.ts';

export const prerender = false;

export const GET: APIRoute = ({ params, url }) => {
  const { culture } = params;
  const language = url.searchParams.get('language') ?? '';
  // A form always sends a listed language; anything else is a hand-made address with no page to lead to.
  if (!culture || !isCulture(culture) || !isPlaceSlug(language)) return new Response(null, { status: 404 });
  const weeks = Number(url.searchParams.get('weeks') ?? undefined);
  const target = homeSearchTarget(culture, {
    language,
    destination: url.searchParams.get('country') ?? undefined,
    weeks: Number.isNaN(weeks) ? undefined : weeks,
  });
  // The choice is in the address, so the answer may be cached like the page it leads to.
  return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'public, max-age=3600' } });
};

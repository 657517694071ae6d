import type { APIRoute, GetStaticPaths } from 'astro';
import type { Culture } from '#domain/culture.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { pickDictionary } from '#i18n/pick-dictionary.ts';
import { REVIEW_FORM_DICTIONARY_PREFIXES } from '#islands/ReviewForm/review-form-texts.ts';
import { cultureStaticPaths } from '#build/static-paths.ts';

export const getStaticPaths = (() => cultureStaticPaths()) satisfies GetStaticPaths;

/**
 * /{culture}/review-form-dictionary.json: the review form's texts, one file a culture that a
 * school page fetches when its review form first opens, rather than written into every page.
 */
export const GET: APIRoute = ({ params }) =>
  new Response(
    JSON.stringify(pickDictionary(getDictionary(params.culture as Culture), REVIEW_FORM_DICTIONARY_PREFIXES)),
    { headers: { 'Content-Type': 'application/json; charset=utf-8' } },
  );

import type { Culture } from '#domain/culture.ts';

/** The dictionary keys the review form shows. */
export const REVIEW_FORM_DICTIONARY_PREFIXES = ['reviewForm.', 'bookingModal.NameIsRequired'];

/** Where a culture's review form texts are served (src/pages/[culture]/review-form-dictionary.json.ts). */
export const reviewFormDictionaryPath = (culture: Culture) => `/${culture}/review-form-dictionary.json`;

/**
 * The review form's texts in a culture, fetched when the form first opens: one file a culture,
 * kept by the browser, rather than the same 3 KB in every school page.
 */
export async function loadReviewFormDictionary(culture: Culture): Promise<Record<string, string>> {
  const response = await fetch(reviewFormDictionaryPath(culture), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`review form dictionary: HTTP ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

import type { Culture } from '#domain/culture.ts';

type ReviewsDictionary = Record<string, string>;

/** The dictionary keys the reviews list shows. */
export const REVIEWS_DICTIONARY_PREFIXES = ['reviews.', 'stars.label', 'stay.weeks'];

/** Where a culture's reviews texts are served (src/pages/[culture]/reviews-dictionary.json.ts). */
export const reviewsDictionaryPath = (culture: Culture) => `/${culture}/reviews-dictionary.json`;

// The build's render has the dictionaries at hand (primed by the school page); the browser fetches
// its culture's file once, when the reviews list hydrates.
const known = new Map<Culture, ReviewsDictionary>();
const loading = new Map<Culture, Promise<ReviewsDictionary>>();

/** The build's school page hands the server render its culture's part, so the static HTML has every text. */
export function primeReviewsDictionary(culture: Culture, dictionary: ReviewsDictionary): void {
  known.set(culture, dictionary);
}

/**
 * The reviews list's texts in a culture: at once where known, else a promise of the culture's
 * file, which React's `use` waits for, keeping the static HTML as it is until then.
 */
export function reviewsDictionary(culture: Culture): ReviewsDictionary | Promise<ReviewsDictionary> {
  const ready = known.get(culture);
  if (ready) return ready;
  let promise = loading.get(culture);
  if (!promise) {
    promise = fetch(reviewsDictionaryPath(culture), { headers: { accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) throw new Error(`reviews dictionary: HTTP ${response.status}`);
        const dictionary = (await response.json()) as ReviewsDictionary;
        known.set(culture, dictionary);
        return dictionary;
      },
    );
    // A failed load may be tried again by the next render.
    promise.catch(() => loading.delete(culture));
    loading.set(culture, promise);
  }
  return promise;
}

import type { Culture } from '#domain/culture.ts';
import { islandDictionary } from '../island-dictionary.ts';

/** The dictionary keys the reviews list shows. */
export const REVIEWS_DICTIONARY_PREFIXES = ['reviews.', 'stars.label', 'stay.weeks'];

/** Where a culture's reviews texts are served (src/pages/[culture]/reviews-dictionary.json.ts). */
export const reviewsDictionaryPath = (culture: Culture) => `/${culture}/reviews-dictionary.json`;

/** The reviews list's texts: primed by the school page's render, fetched when the list hydrates. */
const texts = islandDictionary('reviews', reviewsDictionaryPath);
export const primeReviewsDictionary = texts.prime;
export const reviewsDictionary = texts.get;

import type { TaglineCulture } from '../domain/tagline-culture.ts';
import { getDictionary } from './get-dictionary.ts';
import ja from './dictionaries/ja.json' with { type: 'json' };

export type { TaglineCulture };

/** The loading overlay's tagline (spec section 1); Japanese exists only for this sentence. */
export function getLoadingTagline(culture: TaglineCulture): string {
  return culture === 'ja'
    ? ja['loading.tagline']
    : (getDictionary(culture)['loading.tagline'] ?? '{{loading.tagline}}');
}

import type { Culture } from '../culture.ts';

/** The pages every culture has beside its catalogue. */
export type LegalPage = 'privacy' | 'terms';

/** The address of a culture's privacy policy or terms of use: /{culture}/privacy/, /{culture}/terms/. */
export function legalPagePath(culture: Culture, page: LegalPage): string {
  return `/${culture}/${page}/`;
}

import type { Culture } from '../culture.ts';

/** The deposit route the booking form posts to (spec section 2): /{culture}/buy/deposit/{schoolId}/ */
export function depositPath(culture: Culture, schoolId: number): string {
  return `/${culture}/buy/deposit/${schoolId}/`;
}

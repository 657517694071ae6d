/** A place slug as words for the office ('united_kingdom' → 'United Kingdom'); the site's own names need the places file. */
export function placeWords(slug: string): string {
  return slug
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

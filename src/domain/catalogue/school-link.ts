import type { SchoolContent } from './school-schema.ts';

/**
 * A school page's path after the culture segment, under `language` when the school teaches it (the
 * page a search of that language links to), else under its first language.
 */
export function schoolLink(school: Pick<SchoolContent, 'languages' | 'country' | 'city' | 'slug'>, language?: string): string {
  const section = language !== undefined && school.languages.includes(language) ? language : school.languages[0];
  return `${section}/${school.country}/${school.city}/${school.slug}/`;
}

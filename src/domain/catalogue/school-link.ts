import type { SchoolContent } from './school-schema.ts';

/** A school page's path after the culture segment; the first language taught names the section. */
export function schoolLink(school: Pick<SchoolContent, 'languages' | 'country' | 'city' | 'slug'>): string {
  return `${school.languages[0]}/${school.country}/${school.city}/${school.slug}/`;
}

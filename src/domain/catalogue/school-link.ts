/**
 * A school page's path after the culture segment, under `language` when the school teaches it (the
 * page a search of that language links to), else under its first language.
 */
export function schoolLink(
  school: { languages: readonly string[]; country: string; city: string; slug: string },
  language?: string,
): string {
  const section = language !== undefined && school.languages.includes(language) ? language : school.languages[0];
  return `${section}/${school.country}/${school.city}/${school.slug}/`;
}

/** Where the photo script puts a school's gallery: /photos/schools/<slug>/1.webp … n.webp (1 is the header photo). */
export function schoolPhotoPaths(slug: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `/photos/schools/${slug}/${index + 1}.webp`);
}

/** The first photo of a housing option, named after the school and the housing id. */
export function housingPhotoPath(schoolSlug: string, housingId: number): string {
  return `/photos/housing/${schoolSlug}-${housingId}-1.webp`;
}

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

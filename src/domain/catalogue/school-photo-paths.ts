/** Where the photo script puts a school's gallery: /photos/schools/<slug>/1.webp … n.webp (1 is the header photo). */
export function schoolPhotoPaths(slug: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `/photos/schools/${slug}/${index + 1}.webp`);
}

/** The first photo of a housing option, named after the school and the housing id. */
export function housingPhotoPath(schoolSlug: string, housingId: number): string {
  return `/photos/housing/${schoolSlug}-${housingId}-1.webp`;
}

import type { SchoolContent } from '#domain/catalogue/school-schema.ts';

/**
 * A school's row: its file as written (null where none is kept), the school derived from it, and
 * the columns search and pages read without opening the document.
 */
export function schoolRow(school: SchoolContent, source: string | null) {
  return {
    id: school.id,
    slug: school.slug,
    name: school.name,
    country: school.country,
    city: school.city,
    languages: school.languages,
    programmeTypes: school.programmeTypes,
    currency: school.currency,
    popularity: school.popularity,
    doc: school,
    source,
  };
}

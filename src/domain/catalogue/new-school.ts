import { z } from 'zod';
import { schoolFields } from './school-schema.ts';

/**
 * The few fields a school made in the office starts from, with the school file's own rules: who
 * it is (id, slug, names) and where (the language taught, the country and city, all names from
 * places.json). Everything else is added in the section forms before it can be published.
 */
export const newSchoolSchema = schoolFields
  .pick({ id: true, slug: true, name: true, nameEn: true, country: true, city: true })
  .extend({ language: schoolFields.shape.languages.element });

export type NewSchool = z.infer<typeof newSchoolSchema>;

/** The draft a new school starts as: its file with only the fields the new school form asks for. */
export function newSchoolFile(school: NewSchool): Record<string, unknown> {
  return {
    id: school.id,
    slug: school.slug,
    name: school.name,
    nameEn: school.nameEn,
    languages: [school.language],
    country: school.country,
    city: school.city,
  };
}

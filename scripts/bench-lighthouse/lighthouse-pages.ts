import { schoolPath, schoolRoutes } from '#domain/routes/school-routes.ts';

/** What picking the pages needs of a school in content/. */
export type BenchSchool = {
  slug: string;
  languages: readonly string[];
  country: string;
  city: string;
  courses: readonly unknown[];
  accommodations: readonly unknown[];
};

/** The school page the issue measured (Harbour English Academy, St Julian's): a typical page. */
export const TYPICAL_SCHOOL = 'harbour_english_academy_st_julians';
export const LIGHTHOUSE_CULTURES = ['en', 'ru', 'zh'] as const;

/** The school with the most courses and housings together (the heaviest cart and lists); the first slug on a tie. */
export function richestSchool(schools: readonly BenchSchool[]): BenchSchool {
  const sorted = [...schools].sort(
    (a, b) =>
      b.courses.length + b.accommodations.length - (a.courses.length + a.accommodations.length) ||
      a.slug.localeCompare(b.slug),
  );
  if (!sorted[0]) throw new Error('no schools in the catalogue');
  return sorted[0];
}

/**
 * The pages bench:lighthouse measures, culture by culture: the home, the English search, the
 * typical school and the richest school (under the first of its routes).
 */
export function lighthousePages(
  schools: readonly BenchSchool[],
  cultures: readonly string[] = LIGHTHOUSE_CULTURES,
): string[] {
  const typical = schools.find((school) => school.slug === TYPICAL_SCHOOL);
  if (!typical) throw new Error(`${TYPICAL_SCHOOL} is not in the catalogue`);
  const richest = richestSchool(schools.filter((school) => school.slug !== TYPICAL_SCHOOL));
  const routeOf = (school: BenchSchool) => schoolRoutes([{ ...school, languages: [...school.languages] }])[0]!;
  return cultures.flatMap((culture) => [
    `/${culture}/`,
    `/${culture}/english/`,
    schoolPath(culture, routeOf(typical)),
    schoolPath(culture, routeOf(richest)),
  ]);
}

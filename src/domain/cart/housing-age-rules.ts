import type { AccommodationRules, CourseRules } from './cart-school.ts';

/**
 * Whether a course's students may live in a housing (issue 29): the housing's minimum age must
 * be reachable within the course's age range. The course's maximum age (0 = no upper limit,
 * spec section 3) is what decides: a 13–17 programme may take housing for 16 and over, as its
 * 16- and 17-year-olds can live there, but not housing for 18 and over, which none of them can.
 */
export function housingSuitsCourse(
  course: Pick<CourseRules, 'maxAge'>,
  housing: Pick<AccommodationRules, 'minAge'>,
): boolean {
  return course.maxAge === 0 || course.maxAge >= housing.minAge;
}

/** The first housing a course's students may live in, in catalogue order: what a course that requires housing opens with. */
export function firstSuitableHousing<H extends Pick<AccommodationRules, 'minAge'>>(
  course: Pick<CourseRules, 'maxAge'> | undefined,
  accommodations: readonly H[],
): H | undefined {
  return accommodations.find((housing) => !course || housingSuitsCourse(course, housing));
}

/**
 * Whether the housing is only for part of the course's ages (a 13–17 programme and housing from
 * 16): the cart then names the housing's minimum age beside it, so the visitor knows who may take it.
 */
export function housingNarrowsCourseAges(
  course: Pick<CourseRules, 'minAge' | 'maxAge'>,
  housing: Pick<AccommodationRules, 'minAge'>,
): boolean {
  return housingSuitsCourse(course, housing) && housing.minAge > course.minAge;
}

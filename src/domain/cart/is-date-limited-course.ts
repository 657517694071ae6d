import type { CourseRules } from './cart-school.ts';

/**
 * Whether a course runs only in its listed periods. The catalogue sets registrationInSpecificDates
 * together with availableOnSpecificDatesOnly; a course with only the former is treated as
 * date-limited too, because letting it start outside its registration windows would sell
 * dates the school does not run.
 */
export function isDateLimitedCourse(course: Pick<CourseRules, 'availableOnSpecificDatesOnly' | 'registrationInSpecificDates'>): boolean {
  return course.availableOnSpecificDatesOnly || course.registrationInSpecificDates;
}
